import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * The Redis client when REDIS_URL is set. Every command is bounded in time (docs/architecture.md
 * §12): while Redis is away commands fail at once instead of queueing (no offline queue, so memory
 * does not grow with the outage) or after REDIS_COMMAND_TIMEOUT_MS when the link stalls, and the
 * client keeps reconnecting in the background. A Redis that is down at start does not stop the
 * server: the rate limits count in memory until it answers (plugins/rate-limit.ts).
 */
export async function openRedis(
  config: Config,
  log: FastifyBaseLogger,
): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: config.timeouts.redisCommandMs,
    connectTimeout: 2000,
    // Reconnect soon after an outage, but never more often than every half second.
    retryStrategy: (attempt) => Math.min(500 * attempt, 2000),
  });
  let lastWarning = 0;
  redis.on('error', (error) => {
    // An outage repeats the same error on every reconnection attempt: one line every 10 s.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'redis error');
  });
  await redis.connect().catch((error: unknown) => {
    log.warn({ err: error }, 'redis not reachable at start; rate limits count in memory meanwhile');
  });
  return redis;
}
