import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

/** The Redis the Redis tests run against (REDIS_URL_TEST); without it they are not run. */
export const redisUrl = process.env.REDIS_URL_TEST;

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
    keys.redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    const written = await keys.redis.keys(`${keys.prefix}*`);
    if (written.length) await keys.redis.del(...written);
    await keys.redis.quit();
  });
  return keys;
}
