import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redisTestUrl, useRedisKeys } from '../../test/redis-keys';
import { startTcpProxy, targetOf, type TcpProxy } from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - start), value };
}

// Redis reached through a relay the test cuts; the machine's Redis keeps running. The answers and
// where the limits were counted are asserted; the milliseconds are only reported (a loaded machine
// must not fail the test), and the test's timeout fails a request that hangs.
const redisUrl = redisTestUrl();

describe('Redis away and back (REDIS_URL_TEST)', () => {
  const keys = useRedisKeys('outage');
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await startTcpProxy(targetOf(redisUrl, 6379));
    t = await createTestApp({
      env: {
        REDIS_URL: proxy.via(redisUrl),
        REDIS_KEY_PREFIX: keys.prefix,
        RATE_LIMIT_LOGIN_IP: '3/1m',
      },
    });
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  const wrongLogin = (ip: string) =>
    t.post('/api/login', { username_or_email: 'nobody', password: 'Wrong-password-1' }, undefined, {
      remoteAddress: ip,
    });

  test('readiness says so, limits hold in this process meanwhile, Redis is used again after', async () => {
    expect((await t.get('/api/ready')).body).toMatchObject({ status: 'ready', redis: 'up' });

    await proxy.cut();
    const ready = await timed(() => t.get('/api/ready'));
    expect(ready.value.status).toBe(503);
    expect(ready.value.body).toMatchObject({
      code: 'redis_not_ready',
      database: 'up',
      redis: 'down',
    });

    // Fails neither open nor closed: the limit is counted in memory, not in the Redis that is away.
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await timed(() => wrongLogin('192.0.2.90')));
    expect(answers.map((answer) => answer.value.status)).toEqual([401, 401, 401, 429]);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(await keys.redis.keys(`${keys.prefix}rate:*192.0.2.90`)).toEqual([]);

    await proxy.restore();
    const start = performance.now();
    while ((await t.get('/api/ready')).status !== 200) {
      if (performance.now() - start > 10_000) throw new Error('Redis not used again within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recovered = Math.round(performance.now() - start);
    expect((await wrongLogin('192.0.2.91')).status).toBe(401);
    expect(await keys.redis.keys(`${keys.prefix}rate:*192.0.2.91`)).toHaveLength(1);
    console.info(
      `Redis outage: ready 503 in ${ready.ms} ms, slowest limited request ${slowest} ms, ready again ${recovered} ms after the link returned`,
    );
  }, 30_000);
});
