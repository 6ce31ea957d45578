import { describe, expect, test, vi } from 'vitest';
import { expectSignedIn } from '../../test/expect-answer';
import { dayMs, hourMs } from '../../lib/clock';
import { hashToken } from '../../security/tokens';
import { testPassword, testProfile } from '../../test/test-app';
import { useTestApp, withTestApp } from '../../test/use-test-app';

const t = useTestApp();

const invalidCredentials = { code: 'invalid_credentials', detail: 'Invalid username or password' };

describe('POST /api/login', () => {
  test('answers a Bearer token that lasts 12 hours', async () => {
    const user = await t.registerVerified();
    const answer = await t.post('/api/login', {
      username_or_email: user.username,
      password: user.password,
    });
    expectSignedIn(answer);
  });

  test('signs in with the e-mail in any case, and with the username in any case', async () => {
    const user = await t.registerVerified();
    expect(await t.login(user.email.toUpperCase())).toMatch(/^[\w-]{43}$/);
    expect(await t.login(user.username.toUpperCase())).toMatch(/^[\w-]{43}$/);
  });

  test('an unknown account and a wrong password get the same 401 answer', async () => {
    const user = await t.registerVerified();
    const wrongPassword = await t.post('/api/login', {
      username_or_email: user.username,
      password: 'Wrong-password-1',
    });
    const unknownUser = await t.post('/api/login', {
      username_or_email: 'nobody-here',
      password: 'Wrong-password-1',
    });
    const unknownEmail = await t.post('/api/login', {
      username_or_email: 'nobody@example.com',
      password: 'Wrong-password-1',
    });
    for (const answer of [wrongPassword, unknownUser, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(invalidCredentials);
    }
  });

  test('an unknown account still costs one argon2 verification, like a wrong password', async () => {
    const user = await t.registerVerified();
    const passwords = t.app.sinyal.passwords;
    const verify = vi.spyOn(passwords, 'verify');
    const dummy = vi.spyOn(passwords, 'verifyDummy');
    await t.post('/api/login', { username_or_email: user.username, password: 'Wrong-password-1' });
    expect(verify).toHaveBeenCalledTimes(1);
    await t.post('/api/login', { username_or_email: 'ghost-user', password: 'Wrong-password-1' });
    expect(dummy).toHaveBeenCalledTimes(1);
    // The dummy check runs a real argon2 verification.
    expect(verify).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  test('with production argon2 settings both checks run at the cost of a real account', async () => {
    // The work, not the time: an unknown account is checked against a hash made with the same
    // argon2 cost as a stored password's, so both answers take alike (the benchmark times them:
    // scripts/bench/speed.mjs, wrong password).
    await withTestApp(
      { env: { ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' } },
      async (strong) => {
        const user = await strong.registerVerified();
        const verify = vi.spyOn(strong.app.sinyal.passwords, 'verify');
        for (const login of [user.username, 'ghost-user']) {
          const answer = await strong.post('/api/login', {
            username_or_email: login,
            password: 'Wrong-password-1',
          });
          expect(answer.status).toBe(401);
        }
        const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');
        const [known, unknown] = verify.mock.calls.map(([hash]) => costOf(hash));
        expect(known).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=\d+$/);
        expect(unknown).toBe(known);
        vi.restoreAllMocks();
      },
    );
  });

  test('SQL-injection strings are just an unknown account', async () => {
    await t.registerVerified();
    for (const login of ["' OR '1'='1", "admin'--", "x' OR 1=1; --", '" OR ""="']) {
      const answer = await t.post('/api/login', {
        username_or_email: login,
        password: "' OR '1'='1",
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(invalidCredentials);
    }
  });

  test('the form rules answer 400 with the spec messages', async () => {
    const answer = await t.post('/api/login', { username_or_email: '', password: 'short' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      username_or_email: 'Username or email is required',
      password: 'Password must be at least 8 characters',
    });
    const badEmail = await t.post('/api/login', {
      username_or_email: 'ada@',
      password: testPassword,
    });
    expect(badEmail.body.fields).toEqual({ username_or_email: 'Invalid email format' });
  });

  test('before the e-mail is verified the answer is 403 email_not_verified', async () => {
    const form = t.registration();
    await t.post('/api/register', form);
    const answer = await t.post('/api/login', {
      username_or_email: form.username,
      password: testPassword,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: 'email_not_verified',
      detail: 'Please verify your email before logging in. We can send the link again.',
    });
  });

  test('an unverified account with a wrong password gets the plain 401, not the 403', async () => {
    const form = t.registration();
    await t.post('/api/register', form);
    const answer = await t.post('/api/login', {
      username_or_email: form.username,
      password: 'Wrong-password-1',
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(invalidCredentials);
  });

  test('remember_me makes the session last 30 days, and expires_in says so', async () => {
    const user = await t.registerVerified();
    const answer = await t.post('/api/login', {
      username_or_email: user.username,
      password: user.password,
      remember_me: true,
    });
    expect(answer.body.expires_in).toBe(30 * 24 * 60 * 60);
    const token: string = answer.body.access_token;
    t.clock.advance(29 * dayMs);
    expect((await t.post('/api/auth/validate', undefined, token)).status).toBe(200);
    t.clock.advance(1 * dayMs + 1);
    expect((await t.post('/api/auth/validate', undefined, token)).status).toBe(401);
  });

  test('a session stops working once its 12 hours are over', async () => {
    const user = await t.registerVerified();
    const token = await t.login(user.username);
    t.clock.advance(12 * hourMs - 1000);
    expect((await t.get('/api/profile', token)).status).toBe(200);
    t.clock.advance(1000);
    const expired = await t.get('/api/profile', token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      code: 'invalid_token',
      detail: 'Your session has expired or has ended. Please log in again.',
    });
  });

  test('sessions are stored as SHA-256 hashes: the database never holds the token', async () => {
    const user = await t.registerVerified();
    const token = await t.login(user.username);
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
  });

  test('each attempt is recorded in the sign-in history, failures included', async () => {
    const user = await t.registerVerified();
    await t.post('/api/login', { username_or_email: user.username, password: 'Wrong-password-1' });
    const token = await t.login(user.username);
    const history = await t.get('/api/sessions', token);
    expect(history.status).toBe(200);
    expect(history.body.logins.map((login: { success: boolean }) => login.success)).toEqual([
      true,
      false,
    ]);
    expect(history.body.last_login_at).toBe(history.body.logins[0].created_at);
    expect(history.body.sessions).toHaveLength(1);
    expect(history.body.sessions[0]).toMatchObject({ current: true, ip: '127.0.0.1' });
  });
});

describe('POST /api/auth/validate', () => {
  test('answers the user of the token', async () => {
    const user = await t.registerVerified();
    const token = await t.login(user.username);
    const answer = await t.post('/api/auth/validate', undefined, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      ...testProfile,
      is_premium: false,
      plan: 'lite',
      email_verified: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('accepts an empty JSON body sent with a JSON content type', async () => {
    const user = await t.registerVerified();
    const token = await t.login(user.username);
    const answer = await t.post('/api/auth/validate', '', token, {
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
  });

  test('without a token it answers 401', async () => {
    const answer = await t.post('/api/auth/validate');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'unauthorized', detail: 'Log in to continue.' });
    expect(answer.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('POST /api/logout', () => {
  test('revokes the session: the token no longer works, other sessions still do', async () => {
    const user = await t.registerVerified();
    const first = await t.login(user.username);
    const second = await t.login(user.username);
    const answer = await t.post('/api/logout', undefined, first);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ detail: 'You are logged out.' });
    expect((await t.post('/api/auth/validate', undefined, first)).status).toBe(401);
    expect((await t.post('/api/logout', undefined, first)).status).toBe(401);
    expect((await t.post('/api/auth/validate', undefined, second)).status).toBe(200);
  });
});
