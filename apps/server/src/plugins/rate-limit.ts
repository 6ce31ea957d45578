import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { rateLimitedMessage } from '@sinyal/contracts/api-error';
import type { Config, RateRule } from '../config';
import { AppError } from '../errors';

export interface RateLimiting {
  /** Counts requests per client address; runs before the body is read. */
  perIp(name: string, rule: RateRule): onRequestHookHandler;
  /**
   * Counts requests per account named in the request (the login typed, or the signed-in user);
   * runs once the body is validated. No key, no count.
   */
  perAccount(
    name: string,
    rule: RateRule,
    keyOf: (request: FastifyRequest) => string | number | undefined,
  ): preHandlerHookHandler;
}

/**
 * Rate limits with @fastify/rate-limit: counters in Redis when REDIS_URL is set (shared by every
 * server instance), otherwise in this process's memory. Only the routes that ask are limited.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
): Promise<RateLimiting> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate:` } : {}),
    // If Redis is briefly unreachable the site keeps working; argon2 still slows password guessing.
    skipOnError: true,
  });

  const limiter = (
    name: string,
    rule: RateRule,
    key: (request: FastifyRequest) => string | undefined,
  ) => {
    const check = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => key(request) ?? '',
    });
    return async (request: FastifyRequest) => {
      if (key(request) === undefined) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        app.log.warn({ limit: name, ip: request.ip }, 'rate limit reached');
        throw new AppError('rate_limited', 429, rateLimitedMessage(seconds), undefined, {
          'Retry-After': String(seconds),
        });
      }
    };
  };

  return {
    perIp(name, rule) {
      const check = limiter(name, rule, (request) => `${name}:ip:${normalizeIP(request.ip)}`);
      return async (request) => check(request);
    },
    perAccount(name, rule, keyOf) {
      const check = limiter(name, rule, (request) => {
        const account = keyOf(request);
        return account === undefined || account === '' ? undefined : `${name}:account:${account}`;
      });
      return async (request) => check(request);
    },
  };
}
