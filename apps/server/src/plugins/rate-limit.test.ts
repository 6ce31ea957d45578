import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { redisUrl, useRedisKeys } from '../test/redis-keys';
import { createTestClock, testPassword, type TestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { createRateLimiting } from './rate-limit';

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

  const attempt = (login: string, ip: string) =>
    t.post('/api/login', { username_or_email: login, password: 'Wrong-password-1' }, undefined, {
      remoteAddress: ip,
    });

  test('login: the 4th attempt from one address within a minute gets 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(`someone${i}`, '203.0.113.1')).status).toBe(401);
    const limited = await attempt('someone-else', '203.0.113.1');
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
    expect((await attempt('someone', '203.0.113.2')).status).toBe(401);
  });

  test('login: one account is limited across addresses, even with the right password after', async () => {
    const user = await t.registerVerified();
    for (let i = 0; i < 4; i++) {
      expect((await attempt(user.username, `203.0.113.${10 + i}`)).status).toBe(401);
    }
    const limited = await t.post(
      '/api/login',
      { username_or_email: user.username.toUpperCase(), password: testPassword },
      undefined,
      { remoteAddress: '203.0.113.20' },
    );
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
      expect((await attempt('ghost-account', `203.0.113.${30 + i}`)).status).toBe(401);
    }
    expect((await attempt('ghost-account', '203.0.113.40')).status).toBe(429);
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

  const attempt = (login: string, ip: string) =>
    t.post('/api/login', { username_or_email: login, password: 'Wrong-password-1' }, undefined, {
      remoteAddress: ip,
    });

  test('login: the username and the e-mail of one account share one count of failures', async () => {
    const user = await t.registerVerified();
    for (let i = 0; i < 4; i++) {
      const login = i % 2 === 0 ? user.username : user.email.toUpperCase();
      expect((await attempt(login, `203.0.113.${100 + i}`)).status).toBe(401);
    }
    const limited = await t.post(
      '/api/login',
      { username_or_email: user.email, password: testPassword },
      undefined,
      { remoteAddress: '203.0.113.110' },
    );
    expect(limited.status).toBe(429);
  });

  test('login: successful sign-ins never count toward the lockout', async () => {
    const user = await t.registerVerified();
    for (let i = 0; i < 8; i++) {
      const answer = await t.post(
        '/api/login',
        { username_or_email: i % 2 ? user.email : user.username, password: testPassword },
        undefined,
        { remoteAddress: `203.0.113.${120 + i}` },
      );
      expect(answer.status).toBe(200);
    }
    // Three failures still leave one before the limit.
    for (let i = 0; i < 3; i++) {
      expect((await attempt(user.username, `203.0.113.${130 + i}`)).status).toBe(401);
    }
    expect((await attempt(user.username, '203.0.113.140')).status).toBe(401);
    expect((await attempt(user.username, '203.0.113.141')).status).toBe(429);
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
    for (let i = 0; i < 3; i++) await failures.add(victim);
    await expect(failures.check(victim)).rejects.toMatchObject({ statusCode: 429 });
    for (let i = 0; i < 300_000; i++) await failures.add({ typedLogin: `junk-${i}` });
    await expect(failures.check(victim)).rejects.toMatchObject({ statusCode: 429 });
  });

  test('a window ends: the account may try again after it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_LOGIN_ACCOUNT: '2/1m' });
    const clock = createTestClock();
    const limits = createRateLimiting(config, clock, { warn: () => {} } as never, undefined);
    const failures = limits.counted('login-failures', config.rateLimits.login.account);
    await failures.add({ accountId: 1 });
    await failures.add({ accountId: 1 });
    await expect(failures.check({ accountId: 1 })).rejects.toMatchObject({
      params: { retry_after_s: 60 },
    });
    clock.advance(60_000);
    await expect(failures.check({ accountId: 1 })).resolves.toBeUndefined();
  });
});

describe.runIf(redisUrl)('rate limits in Redis (REDIS_URL_TEST)', () => {
  const keys = useRedisKeys('test');
  const { prefix } = keys;
  // Two server instances sharing one Redis: the count is shared between them.
  const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: prefix, RATE_LIMIT_LOGIN_IP: '2/1m' };
  const first = useTestApp({ env });
  const second = useTestApp({ env });

  test('two instances share the count, and the counter lives in Redis', async () => {
    const attempt = (t: TestApp) =>
      t.post(
        '/api/login',
        { username_or_email: 'someone', password: 'Wrong-password-1' },
        undefined,
        {
          remoteAddress: '192.0.2.77',
        },
      );
    expect((await attempt(first)).status).toBe(401);
    expect((await attempt(second)).status).toBe(401);
    const limited = await attempt(first);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await keys.redis.keys(`${prefix}rate:*login:ip:192.0.2.77`)).toHaveLength(1);
  });

  test('failed sign-ins of one account are counted in Redis, under the account', async () => {
    const user = await first.registerVerified();
    const fail = (t: TestApp, ip: string) =>
      t.post(
        '/api/login',
        { username_or_email: user.email, password: 'Wrong-password-1' },
        undefined,
        { remoteAddress: ip },
      );
    // RATE_LIMIT_LOGIN_ACCOUNT is the test default (generous); count the stored failures instead.
    expect((await fail(first, '192.0.2.80')).status).toBe(401);
    expect((await fail(first, '192.0.2.81')).status).toBe(401);
    const [key] = await keys.redis.keys(`${prefix}rate:login-failures:account:*`);
    expect(key).toBeDefined();
    expect(await keys.redis.get(key ?? '')).toBe('2');
  });
});
