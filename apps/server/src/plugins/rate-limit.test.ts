import { afterEach, describe, expect, test, vi } from 'vitest';
import { recoveryCodeAlphabet } from '@sinyal/contracts/account-security';
import { loadConfig } from '../config';
import { expectProblem } from '../test/expect-answer';
import { createTestClock, testPassword, type Answer, type TestApp } from '../test/test-app';
import { currentCode, enableTwoFactor, totpPeriodMs } from '../test/two-factor-fixtures';
import { useTestApp } from '../test/use-test-app';
import { createRateLimiting } from './rate-limit';

/** A sign-in from one address, with the account's password unless told another. */
const loginFrom = (t: TestApp, login: string, ip: string, password = testPassword) =>
  t.post('/api/login', { username_or_email: login, password }, undefined, { remoteAddress: ip });
const wrongLogin = (t: TestApp, login: string, ip: string) =>
  loginFrom(t, login, ip, 'Wrong-password-1');

describe('rate limits (memory store)', () => {
  const t = useTestApp({
    env: {
      RATE_LIMIT_LOGIN_IP: '3/1m',
      RATE_LIMIT_LOGIN_ACCOUNT: '4/15m',
      RATE_LIMIT_REGISTER_IP: '2/1h',
      RATE_LIMIT_FORGOT_PASSWORD_IP: '100/1m',
      RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: '2/15m',
      RATE_LIMIT_RESEND_VERIFICATION_IP: '2/1m',
      RATE_LIMIT_API_TOKEN_ACCOUNT: '2/1h',
    },
  });

  test('login: the 4th attempt from one address within a minute gets 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await wrongLogin(t, `someone${i}`, '203.0.113.1')).status).toBe(401);
    const limited = await wrongLogin(t, 'someone-else', '203.0.113.1');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const wait = retryAfter < 60 ? `${retryAfter} seconds` : '1 minute';
    expect(limited.body).toEqual({
      code: 'rate_limited',
      detail: `Too many attempts. Try again in ${wait}.`,
      retry_after_s: retryAfter,
    });
    // Other addresses still get through.
    expect((await wrongLogin(t, 'someone', '203.0.113.2')).status).toBe(401);
  });

  test('login: one account is limited across addresses, even with the right password after', async () => {
    const user = await t.registerVerified();
    for (let i = 0; i < 4; i++) {
      expect((await wrongLogin(t, user.username, `203.0.113.${10 + i}`)).status).toBe(401);
    }
    const limited = await loginFrom(t, user.username.toUpperCase(), '203.0.113.20');
    expect(limited.status).toBe(429);
    // A lockout of minutes is said in minutes; the seconds are there for clients to count down.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.body).toEqual({
      code: 'rate_limited',
      detail: 'Too many attempts. Try again in 15 minutes.',
      retry_after_s: retryAfter,
    });
  });

  test('an unknown account is limited the same way as a real one', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await wrongLogin(t, 'ghost-account', `203.0.113.${30 + i}`)).status).toBe(401);
    }
    expect((await wrongLogin(t, 'ghost-account', '203.0.113.40')).status).toBe(429);
  });

  test('register is limited per address', async () => {
    const from = { remoteAddress: '203.0.113.50' };
    expect((await t.post('/api/register', t.registration(), undefined, from)).status).toBe(201);
    expect((await t.post('/api/register', t.registration(), undefined, from)).status).toBe(201);
    const limited = await t.post('/api/register', t.registration(), undefined, from);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  test('forgot-password is limited per account', async () => {
    const ask = (ip: string) =>
      t.post('/api/forgot-password', { username_or_email: 'ada@example.com' }, undefined, {
        remoteAddress: ip,
      });
    expect((await ask('203.0.113.60')).status).toBe(200);
    expect((await ask('203.0.113.61')).status).toBe(200);
    expect((await ask('203.0.113.62')).status).toBe(429);
  });

  test('resend-verification is limited per address', async () => {
    const ask = (login: string) =>
      t.post('/api/resend-verification', { username_or_email: login }, undefined, {
        remoteAddress: '203.0.113.70',
      });
    expect((await ask('first')).status).toBe(200);
    expect((await ask('second')).status).toBe(200);
    expect((await ask('third')).status).toBe(429);
  });

  test('generate-api-token is limited per account', async () => {
    const user = await t.signedIn({});
    const generate = () => t.post('/api/generate-api-token', undefined, user.token);
    expect((await generate()).status).toBe(201);
    expect((await generate()).status).toBe(201);
    const limited = await generate();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the per-account login limit counts failures of the account', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '4/15m' } });

  test('login: the username and the e-mail of one account share one count of failures', async () => {
    const user = await t.registerVerified();
    for (let i = 0; i < 4; i++) {
      const login = i % 2 === 0 ? user.username : user.email.toUpperCase();
      expect((await wrongLogin(t, login, `203.0.113.${100 + i}`)).status).toBe(401);
    }
    const limited = await loginFrom(t, user.email, '203.0.113.110');
    expect(limited.status).toBe(429);
  });

  test('login: successful sign-ins never count toward the lockout', async () => {
    const user = await t.registerVerified();
    for (let i = 0; i < 8; i++) {
      const answer = await loginFrom(t, i % 2 ? user.email : user.username, `203.0.113.${120 + i}`);
      expect(answer.status).toBe(200);
    }
    // Three failures still leave one before the limit.
    for (let i = 0; i < 3; i++) {
      expect((await wrongLogin(t, user.username, `203.0.113.${130 + i}`)).status).toBe(401);
    }
    expect((await wrongLogin(t, user.username, '203.0.113.140')).status).toBe(401);
    expect((await wrongLogin(t, user.username, '203.0.113.141')).status).toBe(429);
  });
});

describe('limits hold when the requests arrive all at once', () => {
  /** Counts the password hashes the server checks (argon2 is what a limit on guessing protects). */
  function countHashChecks(t: TestApp) {
    const spy = vi.spyOn(t.app.sinyal.passwords, 'verify');
    return () => spy.mock.calls.length;
  }

  function expectLimited(answers: Answer<{ code?: string }>[], allowed: number) {
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(allowed);
    const limited = answers.filter((answer) => answer.status !== 401);
    expect(limited).toHaveLength(answers.length - allowed);
    for (const answer of limited) {
      expectProblem(answer, 429, 'rate_limited');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  }

  describe('per account', () => {
    const t = useTestApp({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '10/15m' } });
    afterEach(() => vi.restoreAllMocks());

    test('60 wrong passwords for one account at once: 10 reach the hash, 50 get 429, and then even the right one waits', async () => {
      const user = await t.registerVerified();
      const hashChecks = countHashChecks(t);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          wrongLogin(t, i % 2 ? user.email : user.username, `198.51.100.${i + 1}`),
        ),
      );
      expectLimited(answers, 10);
      expect(hashChecks()).toBe(10);
      const right = await loginFrom(t, user.username, '198.51.100.200');
      expect(right.status).toBe(429);
    });

    test('the same for a login that names no account', async () => {
      const hashChecks = countHashChecks(t);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => wrongLogin(t, 'nobody-here', `198.51.101.${i + 1}`)),
      );
      expectLimited(answers, 10);
      expect(hashChecks()).toBe(10);
    });

    test('right passwords sent at once sign in and give their place back: the failures are all still there', async () => {
      const user = await t.registerVerified();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => loginFrom(t, user.username, `198.51.102.${i + 1}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const failures = await Promise.all(
        Array.from({ length: 10 }, (_, i) => wrongLogin(t, user.username, `198.51.103.${i + 1}`)),
      );
      expect(failures.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    });
  });

  describe('per address', () => {
    const t = useTestApp({ env: { RATE_LIMIT_LOGIN_IP: '5/1m' } });
    afterEach(() => vi.restoreAllMocks());

    test('19 wrong passwords from one address at once: 5 reach the hash, 14 get 429', async () => {
      const hashChecks = countHashChecks(t);
      const answers = await Promise.all(
        Array.from({ length: 19 }, (_, i) => wrongLogin(t, `someone${i}`, '198.51.100.99')),
      );
      expectLimited(answers, 5);
      expect(hashChecks()).toBe(5);
    });
  });

  describe('mails and sign-ups', () => {
    const t = useTestApp({
      env: { RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: '2/15m', RATE_LIMIT_REGISTER_IP: '2/1h' },
    });

    test('10 password resets for one account at once, from 10 addresses: 2 mails, 8 answers 429', async () => {
      const user = await t.registerVerified();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.post('/api/forgot-password', { username_or_email: user.email }, undefined, {
            remoteAddress: `198.51.104.${i + 1}`,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8);
      expect(await t.mailsTo(user.email, 'reset')).toHaveLength(2);
    });

    test('8 registrations from one address at once: 2 accounts, 6 answers 429', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.post('/api/register', t.registration(), undefined, { remoteAddress: '198.51.105.1' }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
    });
  });

  describe('wrong codes', () => {
    const t = useTestApp({
      env: { RATE_LIMIT_MFA_ACCOUNT: '5/15m', RATE_LIMIT_DEVICE_CODE_ACCOUNT: '3/15m' },
    });

    /** Six-digit codes no time step near now accepts, and recovery codes never issued. */
    function wrongAnswers(secret: string, count: number) {
      const near = [-1, 0, 1].map((step) => currentCode(t, secret, step * totpPeriodMs));
      const codes: string[] = [];
      for (let value = 0; codes.length < count; value++) {
        const code = String(value).padStart(6, '0');
        if (!near.includes(code)) codes.push(code);
      }
      return codes.map((code, i) =>
        i % 2 ? { code } : { recovery_code: `abcdefghjkmnpqr${recoveryCodeAlphabet[i]}` },
      );
    }

    test('20 wrong codes at once at the second step: 5 are checked, 15 get 429', async () => {
      const user = await t.signedIn();
      const { secret } = await enableTwoFactor(t, user.token);
      const first = await t.post('/api/login', {
        username_or_email: user.username,
        password: testPassword,
      });
      const mfaToken = String(first.body.mfa_token);
      const answers = await Promise.all(
        wrongAnswers(secret, 20).map((answer) =>
          t.post('/api/login/2fa', { mfa_token: mfaToken, ...answer }),
        ),
      );
      expectLimited(answers, 5);
      const right = { mfa_token: mfaToken, code: currentCode(t, secret) };
      expectProblem(await t.post('/api/login/2fa', right), 429, 'rate_limited');
    });

    test('12 wrong device codes at once on /activate: 3 are looked up, 9 get 429', async () => {
      const user = await t.signedIn();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          t.post(
            '/api/device/lookup',
            { user_code: `BCDF-GH${'JKLMNPQRST'[i % 10]}${'VWXZ'[i % 4]}` },
            user.token,
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === 404)).toHaveLength(3);
      for (const answer of answers.filter((answer) => answer.status !== 404)) {
        expectProblem(answer, 429, 'rate_limited');
      }
    });
  });
});

describe('the per-account count survives a flood of made-up logins', () => {
  test('300,000 junk logins leave a locked account locked', async () => {
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN_ACCOUNT: '3/15m' });
    const logs: unknown[] = [];
    const log = { warn: (...args: unknown[]) => logs.push(args) } as never;
    const limits = createRateLimiting(config, createTestClock(), log, undefined);
    const failures = limits.counted('login-failures', config.rateLimits.login.account);
    const victim = { accountId: 42 };
    for (let i = 0; i < 3; i++) await failures.reserve(victim);
    await expect(failures.reserve(victim)).rejects.toMatchObject({ statusCode: 429 });
    for (let i = 0; i < 300_000; i++) await failures.reserve({ typedLogin: `junk-${i}` });
    await expect(failures.reserve(victim)).rejects.toMatchObject({ statusCode: 429 });
  });

  test('a window ends: the account may try again after it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN_ACCOUNT: '2/1m' });
    const clock = createTestClock();
    const limits = createRateLimiting(config, clock, { warn: () => {} } as never, undefined);
    const failures = limits.counted('login-failures', config.rateLimits.login.account);
    await failures.reserve({ accountId: 1 });
    await failures.reserve({ accountId: 1 });
    await expect(failures.reserve({ accountId: 1 })).rejects.toMatchObject({
      params: { retry_after_s: 60 },
    });
    clock.advance(60_000);
    await expect(failures.reserve({ accountId: 1 })).resolves.toBeDefined();
  });
});
