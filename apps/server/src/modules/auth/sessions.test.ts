import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { del } from '../../test/two-factor-fixtures';

const t = useTestApp();

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function loginWithAgent(username: string, userAgent: string) {
  const answer = await t.post(
    '/api/login',
    { username_or_email: username, password: 'Analytical1!' },
    undefined,
    { headers: { 'user-agent': userAgent } },
  );
  return answer.body.access_token as string;
}

describe('sessions', () => {
  test('lists each session with time, address and browser, the current one marked', async () => {
    const user = await t.signedIn();
    t.clock.advance(1000);
    await loginWithAgent(user.username, firefox);
    const list = await t.get('/api/sessions', user.token);
    expect(list.status).toBe(200);
    expect(list.body.sessions).toHaveLength(2);
    const [newest, first] = list.body.sessions;
    expect(newest).toMatchObject({ current: false, user_agent: firefox, ip: '127.0.0.1' });
    expect(first).toMatchObject({ current: true });
    expect(newest.created_at).toEqual(expect.any(String));
  });

  test('signs out one session by id: it stops working, the others stay', async () => {
    const user = await t.signedIn();
    const other = await loginWithAgent(user.username, firefox);
    const list = await t.get('/api/sessions', user.token);
    const target = list.body.sessions.find((session: { current: boolean }) => !session.current);
    const answer = await del(t, `/api/sessions/${target.id}`, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toBe('The session was logged out.');
    expect((await t.get('/api/profile', other)).status).toBe(401);
    expect((await t.get('/api/profile', user.token)).status).toBe(200);
    const after = await t.get('/api/sessions', user.token);
    expect(after.body.sessions).toHaveLength(1);
  });

  test("another account's session, an API token or an unknown id is a 404", async () => {
    const user = await t.signedIn();
    const stranger = await t.signedIn();
    const theirs = (await t.get('/api/sessions', stranger.token)).body.sessions[0].id;
    const answer = await del(t, `/api/sessions/${theirs}`, user.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      code: 'session_not_found',
      detail: 'There is no such session on your account',
    });
    expect((await t.get('/api/profile', stranger.token)).status).toBe(200);
    const apiToken = await t.post('/api/tokens', { name: 'x', scopes: ['read'] }, user.token);
    expect((await del(t, `/api/sessions/${apiToken.body.id}`, user.token)).status).toBe(404);
    expect((await del(t, '/api/sessions/999999', user.token)).status).toBe(404);
    const bad = await del(t, '/api/sessions/abc', user.token);
    expect(bad.status).toBe(400);
  });

  test('signs out every other session and keeps this one and the API tokens', async () => {
    const user = await t.signedIn();
    const a = await loginWithAgent(user.username, firefox);
    const b = await t.login(user.username);
    const apiToken = await t.post('/api/tokens', { name: 'x', scopes: ['read'] }, user.token);
    const answer = await t.post('/api/sessions/revoke-others', undefined, user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ detail: 'Your other sessions were logged out.', revoked: 2 });
    expect((await t.get('/api/profile', a)).status).toBe(401);
    expect((await t.get('/api/profile', b)).status).toBe(401);
    expect((await t.get('/api/profile', user.token)).status).toBe(200);
    expect((await t.get('/api/profile', apiToken.body.api_token)).status).toBe(200);
  });

  test('failed sign-ins are listed as failures', async () => {
    const user = await t.signedIn();
    await t.post('/api/login', { username_or_email: user.username, password: 'Wrong-password-1' });
    const list = await t.get('/api/sessions', user.token);
    expect(list.body.logins[0]).toMatchObject({ success: false, ip: '127.0.0.1' });
    expect(list.body.logins[1]).toMatchObject({ success: true });
  });
});
