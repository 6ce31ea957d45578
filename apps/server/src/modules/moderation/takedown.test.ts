import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '@sinyal/contracts/api-paths';
import type { ExtensionManifest } from '@sinyal/contracts/extension-manifest';
import { revocationListSchema, type RevocationList } from '@sinyal/contracts/moderation';
import { adminSession } from '../../test/admin-session';
import { expectProblem } from '../../test/expect-answer';
import {
  premiumPublisher,
  publishPackage,
  publishTestExtension,
  testPackage,
} from '../../test/extension-fixtures';
import { del } from '../../test/two-factor-fixtures';
import { testPassword } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { seedDatabase } from '../registry/seed-samples';

const t = useTestApp();

let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  admin = await adminSession(t);
});

async function published(token: string, overrides: Partial<ExtensionManifest> = {}) {
  const { manifest, answer } = await publishTestExtension(t, token, overrides);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return manifest;
}

const takeDown = (id: string, body: object) =>
  t.post(apiPaths.adminTakedown(id), body, admin.token);
const restore = (id: string, body: object) => del(t, apiPaths.adminTakedown(id), admin.token, body);
const download = (id: string, version: string) =>
  t.get(`/api/extensions/${id}/versions/${version}/package`);
const updatesFor = (id: string, version: string) =>
  t.post('/api/updates/check', {
    app_version: '1.5.0',
    os: 'Windows',
    installed: [{ id, version }],
  });
const catalogueIds = async (q: string) =>
  (await t.get(`/api/extensions?q=${encodeURIComponent(q)}`)).body.items.map(
    (item: { id: string }) => item.id,
  );

/** GET /api/revocations, verified with the keys of GET /api/keys as an app would. */
async function revocations(): Promise<{ list: RevocationList; kid: unknown; typ: unknown }> {
  const answer = await t.get('/api/revocations');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('application/jose');
  const jwks = createLocalJWKSet((await t.get('/api/keys')).body);
  const { payload, protectedHeader } = await compactVerify(answer.body as string, jwks);
  expect(decodeProtectedHeader(answer.body as string)).toEqual(protectedHeader);
  return {
    list: revocationListSchema.parse(JSON.parse(new TextDecoder().decode(payload))),
    kid: protectedHeader.kid,
    typ: protectedHeader.typ,
  };
}

async function auditRows(action: string) {
  return t.db.selectFrom('audit_events').selectAll().where('action', '=', action).execute();
}

describe('taking down a whole extension', () => {
  test('it is gone from the catalogue, search, its page, its publisher and updates; downloads answer 410 revoked', async () => {
    const publisher = await premiumPublisher(t);
    const manifest = await published(publisher.apiToken);
    const { id } = manifest;
    expect(await catalogueIds(manifest.name)).toEqual([id]);

    const done = await takeDown(id, { reason: 'Malware found' });
    expect(done.status).toBe(200);

    expect(await catalogueIds(manifest.name)).toEqual([]);
    expect((await t.get('/api/extensions?page_size=100')).body.items).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expectProblem(await t.get(`/api/extensions/${id}`), 404, 'extension_not_found');
    const page = await t.get(apiPaths.publisher(manifest.author));
    expect(page.status).toBe(200);
    expect(page.body.extensions).toEqual([]);

    const gone = await download(id, '1.0.0');
    expectProblem(gone, 410, 'revoked');
    expect(gone.body.detail).toContain('Malware found');
    expectProblem(await t.get(`/api/extensions/${id}/versions`), 410, 'revoked');

    const check = await updatesFor(id, '1.0.0');
    expect(check.body).toMatchObject({
      updates: [],
      revoked: [{ id, version: '1.0.0', reason: 'Malware found' }],
    });

    expect(await auditRows('extension.takedown')).toContainEqual(
      expect.objectContaining({
        actor_id: admin.id,
        target_type: 'extension',
        target_id: id,
        reason: 'Malware found',
      }),
    );
    expectProblem(await takeDown(id, { reason: 'again' }), 409, 'already_taken_down');
  });

  test('the id stays reserved: its owner cannot publish to it, nor anyone once the owner is deleted', async () => {
    const publisher = await premiumPublisher(t);
    const manifest = await published(publisher.apiToken);
    await takeDown(manifest.id, { reason: 'Impersonates another tool' });

    const next = await testPackage({ ...manifest, version: '2.0.0' });
    expectProblem(
      await publishPackage(t, manifest.id, next, publisher.apiToken),
      409,
      'id_reserved',
    );

    const deleted = await del(t, '/api/account', publisher.token, { password: testPassword });
    expect(deleted.status).toBe(200);
    const newcomer = await premiumPublisher(t);
    const theirs = await testPackage({ ...manifest, author: `Someone Else ${manifest.id}` });
    expectProblem(
      await publishPackage(t, manifest.id, theirs, newcomer.apiToken),
      409,
      'id_reserved',
    );
  });

  test('revoke_tokens revokes the owner’s API tokens, with an audit row', async () => {
    const publisher = await premiumPublisher(t);
    const manifest = await published(publisher.apiToken);
    const done = await takeDown(manifest.id, { reason: 'Stolen token', revoke_tokens: true });
    expect(done.status).toBe(200);

    const next = await testPackage({ ...manifest, version: '2.0.0' });
    expect((await publishPackage(t, manifest.id, next, publisher.apiToken)).status).toBe(401);
    expect(await auditRows('user.tokens_revoke')).toContainEqual(
      expect.objectContaining({
        actor_id: admin.id,
        target_type: 'user',
        target_id: String(publisher.id),
        reason: 'Stolen token',
      }),
    );
  });

  test('the signed revocation list names it with "*", verified with GET /api/keys; a restore brings it back', async () => {
    const publisher = await premiumPublisher(t);
    const manifest = await published(publisher.apiToken);
    const before = await revocations();
    expect(before.kid).toBe(t.app.sinyal.signingKeys.activeKid());
    expect(before.typ).toBe('sinyal-revocations+jws');

    await takeDown(manifest.id, { reason: 'Ransomware' });
    const after = await revocations();
    expect(after.list.items).toContainEqual({
      id: manifest.id,
      version: '*',
      reason: 'Ransomware',
      revoked_at: t.clock.now().toISOString(),
    });
    // A list that shows the takedown is newer than any served before it, even within a second.
    expect(after.list.iat).toBeGreaterThan(before.list.iat);

    const restored = await restore(manifest.id, { reason: 'False alarm' });
    expect(restored.status).toBe(200);
    const last = await revocations();
    expect(last.list.items).not.toContainEqual(expect.objectContaining({ id: manifest.id }));
    expect(last.list.iat).toBeGreaterThan(after.list.iat);

    expect(await catalogueIds(manifest.name)).toEqual([manifest.id]);
    expect((await t.get(`/api/extensions/${manifest.id}`)).status).toBe(200);
    expect((await download(manifest.id, '1.0.0')).status).toBe(200);
    expect((await updatesFor(manifest.id, '1.0.0')).body.revoked).toEqual([]);
    expect(await auditRows('extension.restore')).toContainEqual(
      expect.objectContaining({
        actor_id: admin.id,
        target_id: manifest.id,
        reason: 'False alarm',
      }),
    );
    expectProblem(await restore(manifest.id, { reason: 'again' }), 409, 'not_taken_down');
  });

  test('a taken-down sample stays down when the server starts with a version of it the registry lacks', async () => {
    expect((await takeDown('csv-recorder', { reason: 'Operators say so' })).status).toBe(200);
    await t.db
      .deleteFrom('extension_versions')
      .where('extension_id', '=', 'csv-recorder')
      .execute();
    expect(await seedDatabase(t.app.sinyal)).toEqual({ sampleExtensions: 0 });
    expectProblem(await t.get('/api/extensions/csv-recorder'), 404, 'extension_not_found');
  });
});

describe('taking down one version', () => {
  test('the other versions stay; the taken-down one is gone from the page, latest and updates, and listed', async () => {
    const publisher = await premiumPublisher(t);
    const manifest = await published(publisher.apiToken);
    const { id } = manifest;
    await publishPackage(
      t,
      id,
      await testPackage({ ...manifest, version: '1.1.0' }),
      publisher.apiToken,
    );
    expect((await updatesFor(id, '1.0.0')).body.updates).toEqual([
      { id, from: '1.0.0', to: '1.1.0' },
    ]);

    const done = await takeDown(id, { version: '1.1.0', reason: 'Broken build steals keys' });
    expect(done.status).toBe(200);

    const page = await t.get(`/api/extensions/${id}`);
    expect(page.body.version).toBe('1.0.0');
    expect(page.body.versions.map((v: { version: string }) => v.version)).toEqual(['1.0.0']);
    expect(await catalogueIds(manifest.name)).toEqual([id]);
    expect((await download(id, '1.0.0')).status).toBe(200);
    expectProblem(await download(id, '1.1.0'), 410, 'revoked');
    expect((await updatesFor(id, '1.0.0')).body).toMatchObject({ updates: [], revoked: [] });
    expect((await updatesFor(id, '1.1.0')).body.revoked).toEqual([
      { id, version: '1.1.0', reason: 'Broken build steals keys' },
    ]);
    expect((await revocations()).list.items).toContainEqual(
      expect.objectContaining({ id, version: '1.1.0', reason: 'Broken build steals keys' }),
    );
    const console = await t.get(`${apiPaths.adminExtensions}?q=${id}`, admin.token);
    expect(console.body.items).toEqual([
      expect.objectContaining({
        id,
        taken_down: null,
        revoked_versions: [
          { version: '1.1.0', at: expect.any(String), reason: 'Broken build steals keys' },
        ],
      }),
    ]);

    expect((await restore(id, { version: '1.1.0', reason: 'Rebuilt and checked' })).status).toBe(
      200,
    );
    expect((await t.get(`/api/extensions/${id}`)).body.version).toBe('1.1.0');
    expect((await download(id, '1.1.0')).status).toBe(200);
    expect((await updatesFor(id, '1.0.0')).body.updates).toEqual([
      { id, from: '1.0.0', to: '1.1.0' },
    ]);
  });

  test('an unknown extension or version is 404; an extension whose every version is down is not found', async () => {
    expectProblem(await takeDown('no-such-extension', { reason: 'x' }), 404, 'extension_not_found');
    const publisher = await premiumPublisher(t);
    const manifest = await published(publisher.apiToken);
    expectProblem(
      await takeDown(manifest.id, { version: '9.9.9', reason: 'x' }),
      404,
      'version_not_found',
    );
    // Its only version taken down, nothing is left to show.
    expect((await takeDown(manifest.id, { version: '1.0.0', reason: 'x' })).status).toBe(200);
    expectProblem(await t.get(`/api/extensions/${manifest.id}`), 404, 'extension_not_found');
  });
});

describe('verified publishers', () => {
  test('the badge shows on the cards, the extension page and the publisher page until removed', async () => {
    const publisher = await premiumPublisher(t);
    const manifest = await published(publisher.apiToken);
    const badge = async () => ({
      card: (await t.get(`/api/extensions?q=${encodeURIComponent(manifest.name)}`)).body.items[0]
        .publisher_verified,
      page: (await t.get(`/api/extensions/${manifest.id}`)).body.publisher_verified,
      publisher: (await t.get(apiPaths.publisher(manifest.author))).body.publisher_verified,
    });
    expect(await badge()).toEqual({ card: false, page: false, publisher: false });

    const url = apiPaths.adminPublisherVerification(manifest.author);
    expect((await t.post(url, undefined, admin.token)).status).toBe(200);
    expect(await badge()).toEqual({ card: true, page: true, publisher: true });
    expect((await del(t, url, admin.token)).status).toBe(200);
    expect(await badge()).toEqual({ card: false, page: false, publisher: false });

    for (const action of ['publisher.verify', 'publisher.unverify']) {
      expect(await auditRows(action)).toContainEqual(
        expect.objectContaining({
          actor_id: admin.id,
          target_type: 'publisher',
          target_id: manifest.author,
        }),
      );
    }
    expectProblem(
      await t.post(apiPaths.adminPublisherVerification('Nobody At All'), undefined, admin.token),
      404,
      'publisher_not_found',
    );
  });
});
