import { describe, expect, test } from 'vitest';
import { accountWithApiToken } from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { expectProblem } from '../../test/expect-answer';

const t = useTestApp();

const install = (id: string, token?: string) =>
  t.post(`/api/extensions/${id}/installs`, undefined, token);
const uninstall = (id: string, token?: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/extensions/${id}/installs`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// The marketplace records what a person installs: an API token (a script) has no say in it.
test.each([
  ['POST', install],
  ['DELETE', uninstall],
])(
  '%s /api/extensions/:id/installs needs a signed-in session: no token is 401, an API token is 403',
  async (_method, send) => {
    expect((await send('csv-recorder')).status).toBe(401);
    const account = await accountWithApiToken(t);
    const answer = await send('csv-recorder', account.apiToken);
    expectProblem(answer, 403, 'session_required');
  },
);

describe('POST /api/extensions/:id/installs', () => {
  test('records an install once and the dashboard counts it', async () => {
    const user = await t.signedIn();
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(0);

    const first = await install('csv-recorder', user.token);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      extension_id: 'csv-recorder',
      installed_at: t.clock.now().toISOString(),
    });
    t.clock.advance(5_000);

    const again = await install('csv-recorder', user.token);
    expect(again.status).toBe(200);
    // Still the first install's time.
    expect(again.body).toEqual(first.body);
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(1);

    expect((await install('spectrum-analyzer', user.token)).status).toBe(201);
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(2);

    const rows = await t.db
      .selectFrom('user_extension_installs')
      .select('extension_id')
      .where('user_id', '=', user.id)
      .orderBy('extension_id')
      .execute();
    expect(rows).toEqual([{ extension_id: 'csv-recorder' }, { extension_id: 'spectrum-analyzer' }]);
  });

  test("each user's installs are their own", async () => {
    const ada = await t.signedIn();
    const grace = await t.signedIn();
    await install('csv-recorder', ada.token);
    expect((await t.get('/api/user/stats', grace.token)).body.extensions).toBe(0);
  });

  test('an unknown extension is a JSON 404 and records nothing', async () => {
    const user = await t.signedIn();
    const answer = await install('no-such-extension', user.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      code: 'extension_not_found',
      detail: 'No extension with the id "no-such-extension"',
      extension_id: 'no-such-extension',
    });
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(0);
  });
});

describe('DELETE /api/extensions/:id/installs', () => {
  test('an uninstall through the marketplace is no longer counted by the dashboard', async () => {
    const user = await t.signedIn();
    for (const id of ['csv-recorder', 'spectrum-analyzer']) await install(id, user.token);
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(2);

    const answer = await uninstall('csv-recorder', user.token);
    expect(answer.status).toBe(204);
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(1);
    // Again, or for something never recorded: the same answer, nothing else changes.
    expect((await uninstall('csv-recorder', user.token)).status).toBe(204);
    expect((await uninstall('no-such-extension', user.token)).status).toBe(204);
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(1);

    // Installing again counts it again.
    expect((await install('csv-recorder', user.token)).status).toBe(201);
    expect((await t.get('/api/user/stats', user.token)).body.extensions).toBe(2);
  });

  test("one user's uninstall leaves another's installs alone", async () => {
    const ada = await t.signedIn();
    const grace = await t.signedIn();
    await install('csv-recorder', ada.token);
    await install('csv-recorder', grace.token);
    await uninstall('csv-recorder', grace.token);
    expect((await t.get('/api/user/stats', ada.token)).body.extensions).toBe(1);
    expect((await t.get('/api/user/stats', grace.token)).body.extensions).toBe(0);
  });
});
