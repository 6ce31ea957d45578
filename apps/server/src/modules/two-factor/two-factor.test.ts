import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectProblem, expectSignedIn } from '../../test/expect-answer';
import { testPassword, type TestApp } from '../../test/test-app';
import { useTestApp, withTestApp } from '../../test/use-test-app';
import { currentCode, enableTwoFactor, totpPeriodMs } from '../../test/two-factor-fixtures';
import { codeAt } from './totp';

const t = useTestApp();

const password = (user: { username: string }) => ({
  username_or_email: user.username,
  password: testPassword,
});

/** The second step of a login: its token, and the code (or recovery code) typed. */
const secondStep = (
  app: TestApp,
  mfaToken: string,
  answer: { code: string } | { recovery_code: string | undefined },
) => app.post('/api/login/2fa', { mfa_token: mfaToken, ...answer });

/** Both steps of a login, with the authenticator's code of the moment; the second step's answer. */
async function loginWithCode(app: TestApp, user: { username: string }, secret: string) {
  const step = await app.post('/api/login', password(user));
  return secondStep(app, step.body.mfa_token, { code: currentCode(app, secret) });
}

const recoveryCodeRows = (userId: number) =>
  t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', userId).execute();

async function sessionCount(userId: number) {
  const rows = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .execute();
  return rows.length;
}

describe('two-factor setup', () => {
  test('setup answers a base32 secret and its otpauth address; 2FA stays off until a code confirms it', async () => {
    const user = await t.signedIn();
    const setup = await t.post('/api/2fa/setup', { password: testPassword }, user.token);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toBe(
      `otpauth://totp/Sinyal:${user.username}?issuer=Sinyal&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await t.get('/api/2fa', user.token)).body).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    // Logging in still needs the password only.
    expect((await t.post('/api/login', password(user))).body.access_token).toBeTruthy();
  });

  test('a wrong code does not turn it on; the right one answers ten recovery codes', async () => {
    const user = await t.signedIn();
    const setup = await t.post('/api/2fa/setup', { password: testPassword }, user.token);
    const wrong = await t.post(
      '/api/2fa/enable',
      { password: testPassword, code: '000000' },
      user.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'two_factor_code_wrong',
      field_codes: { code: 'two_factor_code_wrong' },
    });
    const enabled = await t.post(
      '/api/2fa/enable',
      { password: testPassword, code: codeAt(setup.body.secret, t.clock.now()) },
      user.token,
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    for (const code of enabled.body.recovery_codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    }
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    const status = await t.get('/api/2fa', user.token);
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const again = await t.post('/api/2fa/setup', { password: testPassword }, user.token);
    expectProblem(again, 409, 'two_factor_already_enabled');
  });

  test('enable without a setup first is a 409 that says to start again', async () => {
    const user = await t.signedIn();
    const answer = await t.post(
      '/api/2fa/enable',
      { password: testPassword, code: '123456' },
      user.token,
    );
    expectProblem(answer, 409, 'two_factor_setup_missing');
  });

  test('a session alone cannot set it up or turn it on: both ask for the password, and a wrong one changes nothing', async () => {
    const user = await t.signedIn();
    const noPassword = await t.post('/api/2fa/setup', { password: '' }, user.token);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.field_codes).toEqual({ password: 'password_required' });
    const wrongSetup = await t.post('/api/2fa/setup', { password: 'Wrong-password-1' }, user.token);
    expect(wrongSetup.status).toBe(400);
    expect(wrongSetup.body).toMatchObject({
      code: 'password_wrong',
      field_codes: { password: 'password_wrong' },
    });
    const pending = await t.db
      .selectFrom('users')
      .select('totp_pending_secret')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(pending.totp_pending_secret).toBeNull();

    // The owner started a setup; whoever holds the session cannot finish it without the password.
    const setup = await t.post('/api/2fa/setup', { password: testPassword }, user.token);
    const code = codeAt(setup.body.secret, t.clock.now());
    const wrongEnable = await t.post(
      '/api/2fa/enable',
      { password: 'Wrong-password-1', code },
      user.token,
    );
    expect(wrongEnable.status).toBe(400);
    expect(wrongEnable.body.field_codes).toEqual({ password: 'password_wrong' });
    expect((await t.post('/api/2fa/enable', { code }, user.token)).status).toBe(400);
    expect((await t.get('/api/2fa', user.token)).body.enabled).toBe(false);
    // The code was not used up by the refused attempts.
    const enabled = await t.post('/api/2fa/enable', { password: testPassword, code }, user.token);
    expect(enabled.status).toBe(200);
  });

  test('wrong passwords at setup are limited with every other password check', async () => {
    await withTestApp({ env: { RATE_LIMIT_PASSWORD_CHECK_ACCOUNT: '3/15m' } }, async (app) => {
      const user = await app.signedIn();
      const wrong = () => app.post('/api/2fa/setup', { password: 'Wrong-password-1' }, user.token);
      for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(400);
      const limited = await app.post('/api/2fa/setup', { password: testPassword }, user.token);
      expectProblem(limited, 429, 'rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The same count as the other forms that ask for the password.
      const disable = await app.post(
        '/api/2fa/disable',
        { password: testPassword, code: '123456' },
        user.token,
      );
      expectProblem(disable, 429, 'rate_limited');
    });
  });

  test('the secret is sealed in the database and the recovery codes are stored hashed', async () => {
    const user = await t.signedIn();
    const { secret, recoveryCodes } = await enableTwoFactor(t, user.token);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const codes = await t.db
      .selectFrom('recovery_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    const stored = JSON.stringify([row, codes]);
    expect(row.totp_secret).toMatch(/^s1\./);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }
    // The key lives beside the signing keys, readable by the server's user only.
    const keyFile = path.join(t.dataDir, 'keys', 'account-secrets.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  test('an API token can never set up, turn on or turn off 2FA', async () => {
    const user = await t.signedIn();
    const apiToken = (await t.post('/api/generate-api-token', undefined, user.token)).body
      .api_token;
    for (const [url, body] of [
      ['/api/2fa/setup', { password: testPassword }],
      ['/api/2fa/enable', { password: testPassword, code: '123456' }],
      ['/api/2fa/disable', { password: testPassword, code: '123456' }],
    ] as const) {
      const answer = await t.post(url, body, apiToken);
      expect(answer.status, url).toBe(403);
      expect(answer.body.code).toBe('session_required');
    }
  });
});

describe('logging in with two-factor sign-in', () => {
  test('the password step answers mfa_required and no access token, and makes no session', async () => {
    const user = await t.signedIn();
    await enableTwoFactor(t, user.token);
    const before = await sessionCount(user.id);
    const answer = await t.post('/api/login', password(user));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      mfa_required: true,
      mfa_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await sessionCount(user.id)).toBe(before);
    // The step's token is no session either.
    expect((await t.get('/api/profile', answer.body.mfa_token)).status).toBe(401);
  });

  test('the second step with a code answers a session token, and the same code is refused after', async () => {
    const user = await t.signedIn();
    const { secret } = await enableTwoFactor(t, user.token);
    const first = await t.post('/api/login', { ...password(user), remember_me: true });
    const code = currentCode(t, secret);
    const done = await secondStep(t, first.body.mfa_token, { code });
    expectSignedIn(done, 30 * 24 * 60 * 60);
    expect((await t.get('/api/profile', done.body.access_token)).status).toBe(200);

    const second = await t.post('/api/login', password(user));
    const replay = await secondStep(t, second.body.mfa_token, { code });
    expectProblem(replay, 401, 'two_factor_code_wrong');
    // The next time step's code works.
    t.clock.advance(totpPeriodMs);
    const next = await secondStep(t, second.body.mfa_token, { code: currentCode(t, secret) });
    expect(next.status).toBe(200);
  });

  test('an mfa_token works once and only for 5 minutes', async () => {
    const user = await t.signedIn();
    const { secret } = await enableTwoFactor(t, user.token);
    const first = await t.post('/api/login', password(user));
    const used = await secondStep(t, first.body.mfa_token, { code: currentCode(t, secret) });
    expect(used.status).toBe(200);
    t.clock.advance(totpPeriodMs);
    const reused = await secondStep(t, first.body.mfa_token, { code: currentCode(t, secret) });
    expectProblem(reused, 401, 'mfa_token_invalid');

    const late = await t.post('/api/login', password(user));
    t.clock.advance(5 * 60_000 + 1);
    const expired = await secondStep(t, late.body.mfa_token, { code: currentCode(t, secret) });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      code: 'mfa_token_invalid',
      detail: 'Your login took too long or has ended. Please log in again.',
    });
    const made = await secondStep(t, 'x'.repeat(43), { code: '123456' });
    expectProblem(made, 401, 'mfa_token_invalid');
  });

  test('a recovery code signs in once; used again it is refused', async () => {
    const user = await t.signedIn();
    const { recoveryCodes } = await enableTwoFactor(t, user.token);
    const recovery = recoveryCodes[3]!.toUpperCase().replaceAll('-', ' ');
    const first = await t.post('/api/login', password(user));
    const done = await secondStep(t, first.body.mfa_token, { recovery_code: recovery });
    expect(done.status).toBe(200);
    expect((await t.get('/api/2fa', done.body.access_token)).body.recovery_codes_left).toBe(9);
    const second = await t.post('/api/login', password(user));
    const again = await secondStep(t, second.body.mfa_token, { recovery_code: recoveryCodes[3] });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      code: 'recovery_code_wrong',
      field_codes: { recovery_code: 'recovery_code_wrong' },
    });
  });

  test('the second step needs exactly one of code and recovery_code, in their shapes', async () => {
    const missing = await t.post('/api/login/2fa', { mfa_token: 'x'.repeat(43) });
    expect(missing.status).toBe(400);
    expect(missing.body.field_codes).toEqual({ code: 'mfa_answer_required' });
    const shape = await t.post('/api/login/2fa', { mfa_token: 'x'.repeat(43), code: '12ab56' });
    expect(shape.status).toBe(400);
    expect(shape.body.field_codes).toEqual({ code: 'two_factor_code_format' });
  });

  test('a failed second step is in the sign-in history as a failure', async () => {
    const user = await t.signedIn();
    await enableTwoFactor(t, user.token);
    const first = await t.post('/api/login', password(user));
    await secondStep(t, first.body.mfa_token, { code: '000000' });
    const history = await t.get('/api/sessions', user.token);
    expect(history.body.logins[0]).toMatchObject({ success: false });
  });

  test('the desktop app may send the code with the password (otp)', async () => {
    const user = await t.signedIn();
    const { secret } = await enableTwoFactor(t, user.token);
    const wrong = await t.post('/api/login', { ...password(user), otp: '000000' });
    expectProblem(wrong, 401, 'two_factor_code_wrong');
    const right = await t.post('/api/login', { ...password(user), otp: currentCode(t, secret) });
    expect(right.status).toBe(200);
    expect(right.body.access_token).toMatch(/^[\w-]{43}$/);
  });

  test('a password reset leaves two-factor sign-in on', async () => {
    const user = await t.signedIn();
    await enableTwoFactor(t, user.token);
    const token = await t.resetToken(user.email);
    const reset = await t.resetPassword(token, 'Another-pass1');
    expect(reset.status).toBe(200);
    const login = await t.post('/api/login', {
      username_or_email: user.username,
      password: 'Another-pass1',
    });
    expect(login.body).toMatchObject({ mfa_required: true });
    expect(login.body.access_token).toBeUndefined();
  });
});

describe('guesses are limited', () => {
  test('after RATE_LIMIT_MFA_ACCOUNT wrong codes even the right one waits (429), per account', async () => {
    await withTestApp({ env: { RATE_LIMIT_MFA_ACCOUNT: '3/15m' } }, async (limited) => {
      const user = await limited.signedIn();
      const { secret } = await enableTwoFactor(limited, user.token);
      const step = await limited.post('/api/login', password(user));
      for (let i = 0; i < 3; i++) {
        const wrong = await secondStep(limited, step.body.mfa_token, { code: '000000' });
        expect(wrong.status).toBe(401);
      }
      const right = await secondStep(limited, step.body.mfa_token, {
        code: currentCode(limited, secret),
      });
      expectProblem(right, 429, 'rate_limited');
      expect(right.headers['retry-after']).toBeDefined();
      // A fresh login for the same account is limited too: the count is the account's.
      expect((await loginWithCode(limited, user, secret)).status).toBe(429);
      // Another account is not affected.
      const other = await limited.signedIn();
      const otherSecret = (await enableTwoFactor(limited, other.token)).secret;
      expect((await loginWithCode(limited, other, otherSecret)).status).toBe(200);
      // Once the window is over the right code passes.
      limited.clock.advance(15 * 60_000);
      expect((await loginWithCode(limited, user, secret)).status).toBe(200);
    });
  });
});

describe('turning two-factor sign-in off', () => {
  test('needs the password and a code; then logging in asks for the password only', async () => {
    const user = await t.signedIn();
    const { secret } = await enableTwoFactor(t, user.token);
    const noCode = await t.post('/api/2fa/disable', { password: testPassword }, user.token);
    expect(noCode.status).toBe(400);
    expect(noCode.body.field_codes).toEqual({ code: 'required' });
    const wrongPassword = await t.post(
      '/api/2fa/disable',
      { password: 'Not-the-password1', code: currentCode(t, secret) },
      user.token,
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.field_codes).toEqual({ password: 'password_wrong' });
    const wrongCode = await t.post(
      '/api/2fa/disable',
      { password: testPassword, code: '000000' },
      user.token,
    );
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.field_codes).toEqual({ code: 'two_factor_code_wrong' });
    const off = await t.post(
      '/api/2fa/disable',
      { password: testPassword, code: currentCode(t, secret) },
      user.token,
    );
    expect(off.status).toBe(200);
    expect(off.body.detail).toBe('Two-factor sign-in is off.');
    expect((await t.post('/api/login', password(user))).body.access_token).toBeTruthy();
    expect(await recoveryCodeRows(user.id)).toEqual([]);
    const mails = await t.mailsTo(user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(['two-factor-on', 'two-factor-off']),
    );
  });

  test('a recovery code will do instead of a code', async () => {
    const user = await t.signedIn();
    const { recoveryCodes } = await enableTwoFactor(t, user.token);
    const off = await t.post(
      '/api/2fa/disable',
      { password: testPassword, code: recoveryCodes[0] },
      user.token,
    );
    expect(off.status).toBe(200);
  });
});
