import { describe, expect, test } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/**
 * With TRUST_PROXY=true every X-Forwarded-For entry was once believed, so a client
 * could write any address it liked, escape every per-address limit and forge its sign-in history.
 * TRUST_PROXY=1 believes one proxy: the client is the entry that proxy added (the right-most).
 */
describe('TRUST_PROXY=1 (one proxy in front)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_IP: '3/1m' } });

  const viaProxy = (forwardedFor: string, body: Record<string, unknown>) =>
    t.post('/api/login', body, undefined, {
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  test('the client is the right-most entry; addresses the client wrote before it are ignored', async () => {
    const user = await t.registerVerified();
    const answer = await viaProxy('203.0.113.66, 198.51.100.7', {
      username_or_email: user.username,
      password: user.password,
    });
    expect(answer.status).toBe(200);
    const sessions = await t.get('/api/sessions', answer.body.access_token);
    expect(sessions.body.logins[0].ip).toBe('198.51.100.7');
    expect(sessions.body.sessions[0].ip).toBe('198.51.100.7');
  });

  test('changing the forged entries does not escape the per-address limit', async () => {
    const attempt = (forged: string) =>
      viaProxy(`${forged}, 198.51.100.9`, {
        username_or_email: `nobody-${forged}`,
        password: 'Wrong-password-1',
      });
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      expect((await attempt(forged)).status).toBe(401);
    }
    expect((await attempt('4.4.4.4')).status).toBe(429);
  });
});

describe('TRUST_PROXY unset', () => {
  const t = useTestApp();

  test('X-Forwarded-For is ignored: the socket address is the client', async () => {
    const user = await t.registerVerified();
    const answer = await t.post(
      '/api/login',
      { username_or_email: user.username, password: user.password },
      undefined,
      { remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': '203.0.113.66' } },
    );
    const sessions = await t.get('/api/sessions', answer.body.access_token);
    expect(sessions.body.logins[0].ip).toBe('192.0.2.10');
  });
});
