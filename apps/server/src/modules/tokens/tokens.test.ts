import { describe, expect, test } from 'vitest';
import { dayMs } from '../../lib/clock';
import { testPassword } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { del } from '../../test/two-factor-fixtures';
import { expectFieldCodes, expectProblem } from '../../test/expect-answer';

const t = useTestApp();

/** POST /api/tokens as the token form sends it, for a session. */
const createToken = (
  session: string,
  name: string,
  scopes: readonly string[],
  expiresInDays?: number,
) =>
  t.post(
    '/api/tokens',
    { name, scopes, ...(expiresInDays === undefined ? {} : { expires_in_days: expiresInDays }) },
    session,
  );

describe('API tokens', () => {
  test('a named token with scopes and an expiry is shown once, then listed without itself', async () => {
    const user = await t.signedIn();
    const created = await createToken(user.token, '  CI publisher ', ['publish', 'read'], 30);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'CI publisher',
      scopes: ['read', 'publish'],
      created_at: t.clock.now().toISOString(),
      last_used_at: null,
      expires_at: new Date(t.clock.now().getTime() + 30 * dayMs).toISOString(),
      api_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    const list = await t.get('/api/tokens', user.token);
    expect(list.status).toBe(200);
    expect(list.body.tokens).toEqual([
      {
        id: created.body.id,
        name: 'CI publisher',
        scopes: ['read', 'publish'],
        created_at: created.body.created_at,
        last_used_at: null,
        expires_at: created.body.expires_at,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.api_token);
  });

  test('the list shows when a token was last used', async () => {
    const user = await t.signedIn();
    const created = await createToken(user.token, 'reader', ['read']);
    t.clock.advance(90_000);
    expect((await t.get('/api/profile', created.body.api_token)).status).toBe(200);
    const list = await t.get('/api/tokens', user.token);
    expect(list.body.tokens[0].last_used_at).toBe(t.clock.now().toISOString());
  });

  test('calls made with a token count in "API Calls (30d)"', async () => {
    const user = await t.signedIn();
    const created = await createToken(user.token, 'stats', ['read']);
    await t.get('/api/profile', created.body.api_token);
    await t.get('/api/premium', created.body.api_token);
    expect((await t.get('/api/user/stats', user.token)).body.apiCalls).toBe(2);
  });

  test('a revoked token stops working at once; another account cannot revoke it', async () => {
    const user = await t.signedIn();
    const other = await t.signedIn();
    const created = await createToken(user.token, 'temp', ['read']);
    const foreign = await del(t, `/api/tokens/${created.body.id}`, other.token);
    expectProblem(foreign, 404, 'token_not_found');
    expect((await t.get('/api/profile', created.body.api_token)).status).toBe(200);
    const revoked = await del(t, `/api/tokens/${created.body.id}`, user.token);
    expect(revoked.status).toBe(200);
    expect(revoked.body.detail).toBe('The API token was revoked.');
    expect((await t.get('/api/profile', created.body.api_token)).status).toBe(401);
    expect((await t.get('/api/tokens', user.token)).body.tokens).toEqual([]);
    expect((await del(t, `/api/tokens/${created.body.id}`, user.token)).status).toBe(404);
  });

  test('an expired token stops working and leaves the list', async () => {
    const user = await t.signedIn();
    const created = await createToken(user.token, 'short', ['read'], 1);
    t.clock.advance(dayMs - 1000);
    expect((await t.get('/api/profile', created.body.api_token)).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.get('/api/profile', created.body.api_token)).status).toBe(401);
    const session = await t.login(user.username);
    expect((await t.get('/api/tokens', session)).body.tokens).toEqual([]);
  });

  test('names, scopes and expiry are checked with their messages', async () => {
    const user = await t.signedIn();
    const bad = await createToken(user.token, ' ', ['publish'], 0);
    expectFieldCodes(bad, {
      name: 'token_name_required',
      scopes: 'token_scopes_invalid',
      expires_in_days: 'token_expiry_invalid',
    });
    const long = await createToken(user.token, 'x'.repeat(65), ['admin'], 366);
    expect(long.body.field_codes).toMatchObject({
      name: 'token_name_too_long',
      expires_in_days: 'token_expiry_invalid',
    });
    expect(long.body.field_codes['scopes.0'] ?? long.body.field_codes.scopes).toBe(
      'token_scopes_invalid',
    );
  });

  test('at most 25 live tokens per account', async () => {
    const user = await t.signedIn();
    for (let i = 0; i < 25; i++) {
      expect((await createToken(user.token, `t${i}`, ['read'])).status).toBe(201);
    }
    const over = await createToken(user.token, 'one more', ['read']);
    expectProblem(over, 409, 'too_many_tokens');
  });

  test('the cap holds when tokens are asked for all at once: 25 made, the rest 409', async () => {
    const user = await t.signedIn();
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => createToken(user.token, `burst ${i}`, ['read'])),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(25);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expectProblem(answer, 409, 'too_many_tokens');
    }
    expect((await t.get('/api/tokens', user.token)).body.tokens).toHaveLength(25);
  });

  test('generate-api-token clicked several times at once leaves one Default', async () => {
    const user = await t.signedIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.post('/api/generate-api-token', undefined, user.token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const live = (await t.get('/api/tokens', user.token)).body.tokens;
    expect(live.filter((token: { name: string }) => token.name === 'Default')).toHaveLength(1);
  });

  test('generate-api-token makes one named Default (read and publish) that replaces the previous Default only', async () => {
    const user = await t.signedIn();
    const named = await createToken(user.token, 'kept', ['read']);
    const first = await t.post('/api/generate-api-token', undefined, user.token);
    const second = await t.post('/api/generate-api-token', undefined, user.token);
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ api_token: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await t.get('/api/profile', first.body.api_token)).status).toBe(401);
    expect((await t.get('/api/profile', second.body.api_token)).status).toBe(200);
    expect((await t.get('/api/profile', named.body.api_token)).status).toBe(200);
    const list = await t.get('/api/tokens', user.token);
    expect(
      list.body.tokens.map((token: { name: string; scopes: string[] }) => [
        token.name,
        token.scopes,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Default', ['read', 'publish']],
        ['kept', ['read']],
      ]),
    );
    expect(list.body.tokens).toHaveLength(2);
  });

  test('a token can never change the password, the e-mail or 2FA, mint tokens, or manage sessions', async () => {
    const user = await t.signedIn();
    const token = (await createToken(user.token, 'all', ['read', 'publish'])).body
      .api_token as string;
    const calls: [string, string, unknown][] = [
      [
        'POST',
        '/api/change-password',
        {
          current_password: testPassword,
          new_password: 'Brand-new-pass1',
          confirm_password: 'Brand-new-pass1',
        },
      ],
      ['POST', '/api/account/email', { new_email: 'new@example.com', password: testPassword }],
      ['POST', '/api/2fa/setup', { password: testPassword }],
      ['POST', '/api/2fa/disable', { password: testPassword, code: '123456' }],
      ['POST', '/api/tokens', { name: 'minted', scopes: ['read'] }],
      ['POST', '/api/generate-api-token', undefined],
      ['GET', '/api/tokens', undefined],
      ['DELETE', '/api/tokens/1', undefined],
      ['GET', '/api/sessions', undefined],
      ['POST', '/api/sessions/revoke-others', undefined],
      ['DELETE', '/api/account', { password: testPassword }],
      ['GET', '/api/account/export', undefined],
      ['PUT', '/api/settings', { telemetry_opt_out: true }],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await t.request({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body.code).toBe('session_required');
    }
    expect(await t.login(user.username)).toBeTruthy();
  });
});
