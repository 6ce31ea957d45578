import { describe, expect, test } from 'vitest';
import { redisTestUrl, useRedisKeys } from '../test/redis-keys';
import type { TestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

// Run by scripts/test.sh on its own when REDIS_URL_TEST answers (vitest.config.ts, TEST_REDIS).
const redisUrl = redisTestUrl();

describe('rate limits in Redis (REDIS_URL_TEST)', () => {
  const keys = useRedisKeys('test');
  const { prefix } = keys;
  // Two server instances sharing one Redis: the count is shared between them.
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_LOGIN_IP: '2/1m' };
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

describe('failed sign-ins reserved in Redis by two instances at once', () => {
  const keys = useRedisKeys('reserve');
  const env = {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keys.prefix,
    RATE_LIMIT_LOGIN_ACCOUNT: '10/15m',
  };
  const first = useTestApp({ env });
  const second = useTestApp({ env });

  // Each test app has a database of its own on SQLite: a login that names no account is counted
  // under the login typed, the same key on both.
  test('40 wrong passwords for one login split over both: 10 answered 401, 30 answered 429', async () => {
    const login = 'nobody-by-this-name';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? first : second).post(
          '/api/login',
          { username_or_email: login, password: 'Wrong-password-1' },
          undefined,
          { remoteAddress: `192.0.2.${i + 1}` },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30);
    expect(await keys.redis.get(`${keys.prefix}rate:login-failures:login:${login}`)).toBe('10');
  });

  test('a right password gives its reservation back', async () => {
    const user = await first.registerVerified();
    await first.post('/api/login', { username_or_email: user.email, password: 'Wrong-password-1' });
    expect((await first.login(user.username)).length).toBeGreaterThan(0);
    const key = `${keys.prefix}rate:login-failures:account:${user.id}`;
    expect(await keys.redis.get(key)).toBe('1');
  });
});
