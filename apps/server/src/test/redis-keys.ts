import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

/**
 * The Redis the *.redis.test.ts files run against (REDIS_URL_TEST). Those files are left out of
 * the default run and run on their own when a Redis answers (scripts/test.sh), so they never show
 * as skipped; run without one, they fail at once rather than pass without testing anything.
 */
export function redisTestUrl(): string {
  const url = process.env.REDIS_URL_TEST;
  if (!url) throw new Error('The *.redis.test.ts files need a Redis: set REDIS_URL_TEST.');
  return url;
}

/**
 * A key prefix of the describe block's own in the test Redis, and a direct client to look at
 * the keys; the keys under the prefix are removed after the block's last test.
 */
export function useRedisKeys(name: string): { prefix: string; redis: Redis } {
  const keys = { prefix: `sinyal-${name}-${randomBytes(4).toString('hex')}:` } as {
    prefix: string;
    redis: Redis;
  };
  beforeAll(() => {
    keys.redis = new Redis(redisTestUrl());
  });
  afterAll(async () => {
    const written = await keys.redis.keys(`${keys.prefix}*`);
    if (written.length) await keys.redis.del(...written);
    await keys.redis.quit();
  });
  return keys;
}
