import { beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { adminSession } from '../../test/admin-session';
import { expectFieldCodes, expectProblem } from '../../test/expect-answer';
import {
  premiumPublisher,
  publishPackage,
  publishTestExtension,
  testPackage,
} from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';

// The real allowance, so the sixth report of a day meets it.
const t = useTestApp({ env: { RATE_LIMIT_REPORT_ACCOUNT: '5/1d' } });

let admin: Awaited<ReturnType<typeof adminSession>>;
let publisher: Awaited<ReturnType<typeof premiumPublisher>>;
beforeAll(async () => {
  admin = await adminSession(t);
  publisher = await premiumPublisher(t);
});

async function publishedId() {
  const { manifest, answer } = await publishTestExtension(t, publisher.apiToken);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return manifest.id;
}

const report = (id: string, token: string, reason = 'malware') =>
  t.post(apiPaths.extensionReports(id), { reason, detail: 'It uploads my files.' }, token);

async function auditRows(action: string) {
  return t.db.selectFrom('audit_events').selectAll().where('action', '=', action).execute();
}

describe('reports from users', () => {
  test('a signed-in user reports an extension and the operators see it in the open queue', async () => {
    const id = await publishedId();
    const user = await t.signedIn();
    const sent = await report(id, user.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(Number), detail: expect.any(String) });

    const queue = await t.get(`${apiPaths.adminReports}?status=open&page_size=100`, admin.token);
    expect(queue.status).toBe(200);
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        id: sent.body.id,
        extension_id: id,
        reporter: user.username,
        reason: 'malware',
        detail: 'It uploads my files.',
        status: 'open',
        resolution: null,
      }),
    );
  });

  test('the sixth report of a day is refused with 429', async () => {
    const id = await publishedId();
    const user = await t.signedIn();
    for (let i = 0; i < 5; i += 1) expect((await report(id, user.token)).status).toBe(201);
    expectProblem(await report(id, user.token), 429, 'rate_limited');
  });

  test('nobody signed in cannot report, an unknown extension is 404, a wrong reason 400', async () => {
    const id = await publishedId();
    expect((await report(id, '')).status).toBe(401);
    const user = await t.signedIn();
    expectProblem(await report('no-such-extension', user.token), 404, 'extension_not_found');
    expectFieldCodes(await report(id, user.token, 'boring'), { reason: 'invalid_report_reason' });
  });
});

describe('the operators resolve reports', () => {
  test('a dismissal resolves the report and leaves the extension listed; an audit row says so', async () => {
    const id = await publishedId();
    const user = await t.signedIn();
    const sent = await report(id, user.token, 'broken');
    const resolved = await t.post(
      apiPaths.adminReportResolve(sent.body.id),
      { action: 'dismiss', note: 'Works for us' },
      admin.token,
    );
    expect(resolved.status).toBe(200);
    expect((await t.get(`/api/extensions/${id}`)).status).toBe(200);

    const done = await t.get(`${apiPaths.adminReports}?status=resolved&page_size=100`, admin.token);
    expect(done.body.items).toContainEqual(
      expect.objectContaining({
        id: sent.body.id,
        status: 'resolved',
        resolution: 'dismiss',
        note: 'Works for us',
      }),
    );
    expect(await auditRows('report.dismiss')).toContainEqual(
      expect.objectContaining({
        actor_id: admin.id,
        target_type: 'report',
        target_id: String(sent.body.id),
        reason: 'Works for us',
      }),
    );
    expectProblem(
      await t.post(
        apiPaths.adminReportResolve(sent.body.id),
        { action: 'dismiss', note: 'again' },
        admin.token,
      ),
      409,
      'report_already_resolved',
    );
  });

  test('a takedown from a report takes the whole extension down and resolves its other open reports', async () => {
    const id = await publishedId();
    const first = await report(id, (await t.signedIn()).token);
    const second = await report(id, (await t.signedIn()).token, 'impersonation');
    const resolved = await t.post(
      apiPaths.adminReportResolve(first.body.id),
      { action: 'takedown', note: 'Steals files' },
      admin.token,
    );
    expect(resolved.status).toBe(200);
    expectProblem(await t.get(`/api/extensions/${id}`), 404, 'extension_not_found');

    const open = await t.get(`${apiPaths.adminReports}?status=open&page_size=100`, admin.token);
    const openIds = open.body.items.map((item: { id: number }) => item.id);
    expect(openIds).not.toContain(first.body.id);
    expect(openIds).not.toContain(second.body.id);

    const listed = await t.get(`${apiPaths.adminExtensions}?q=${id}`, admin.token);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id,
        taken_down: { at: expect.any(String), reason: 'Steals files' },
        open_reports: 0,
      }),
    ]);
    expect(await auditRows('extension.takedown')).toContainEqual(
      expect.objectContaining({ actor_id: admin.id, target_id: id, reason: 'Steals files' }),
    );
    expectProblem(await report(id, (await t.signedIn()).token), 404, 'extension_not_found');
  });

  test('a version takedown from a report covers that version only and leaves other reports open', async () => {
    const { manifest } = await publishTestExtension(t, publisher.apiToken);
    const { id } = manifest;
    const newer = await testPackage({ ...manifest, version: '1.1.0' });
    expect((await publishPackage(t, id, newer, publisher.apiToken)).status).toBe(201);
    const first = await report(id, (await t.signedIn()).token);
    const second = await report(id, (await t.signedIn()).token);
    const resolved = await t.post(
      apiPaths.adminReportResolve(first.body.id),
      { action: 'takedown', note: 'Bad build', version: '1.0.0' },
      admin.token,
    );
    expect(resolved.status).toBe(200);
    expect((await t.get(`/api/extensions/${id}`)).body.version).toBe('1.1.0');
    expectProblem(await t.get(`/api/extensions/${id}/versions/1.0.0/package`), 410, 'revoked');

    const open = await t.get(`${apiPaths.adminReports}?status=open&page_size=100`, admin.token);
    const openIds = open.body.items.map((item: { id: number }) => item.id);
    expect(openIds).toContain(second.body.id);
    expect(openIds).not.toContain(first.body.id);

    // The same takedown asked for again from the other report just resolves it.
    const again = await t.post(
      apiPaths.adminReportResolve(second.body.id),
      { action: 'takedown', note: 'Same build', version: '1.0.0' },
      admin.token,
    );
    expect(again.status).toBe(200);
  });

  test('an unknown report is 404', async () => {
    expectProblem(
      await t.post(
        apiPaths.adminReportResolve(999_999),
        { action: 'dismiss', note: 'x' },
        admin.token,
      ),
      404,
      'report_not_found',
    );
  });
});

describe('who may use the console', () => {
  test('a user, an admin without 2FA and an API token are refused', async () => {
    const user = await t.signedIn();
    expectProblem(await t.get(apiPaths.adminReports, user.token), 403, 'admin_required');

    const no2fa = await t.signedIn();
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', no2fa.id).execute();
    expectProblem(await t.get(apiPaths.adminReports, no2fa.token), 403, 'admin_2fa_required');

    expectProblem(
      await t.post(apiPaths.adminTakedown('anything'), { reason: 'x' }, publisher.apiToken),
      403,
      'session_required',
    );
    expectProblem(
      await t.post(apiPaths.adminPublisherVerification('Someone'), undefined, user.token),
      403,
      'admin_required',
    );
  });
});
