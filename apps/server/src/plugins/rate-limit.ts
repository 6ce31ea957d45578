import type {
  FastifyBaseLogger,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { Config, RateRule } from '../config';
import { AppError } from '../errors';
import type { Clock } from '../lib/clock';
import { addressKey } from '../security/address-key';
import {
  createMemoryStore,
  createRedisStore,
  type CounterStore,
  type WindowCount,
} from '../security/rate-counters';

/** What a per-account counter is keyed on: the account when one matched, else the login typed. */
export type AccountKey = { accountId: number } | { typedLogin: string };

/** A limit that counts only what the caller reports (failed sign-ins, mails sent). */
export interface CountedLimit {
  /** Throws the 429 when the key has used up its allowance in the current window. */
  check(key: AccountKey): Promise<void>;
  /** Counts one event for the key. */
  add(key: AccountKey): Promise<void>;
  /** Counts one event and says whether it was still within the allowance. */
  take(key: AccountKey): Promise<boolean>;
}

export interface RateLimiting {
  /** Counts every request per client address; runs before the body is read. */
  perIp(name: string, rule: RateRule): onRequestHookHandler;
  /**
   * Counts every request per key the route derives (the signed-in account, a login typed); runs
   * once the body is parsed. No key, no count.
   */
  perRequestKey(
    name: string,
    rule: RateRule,
    keyOf: (request: FastifyRequest) => AccountKey | undefined,
  ): preHandlerHookHandler;
  /** Counts every request of the signed-in account; goes after an auth guard. */
  perAccount(name: string, rule: RateRule): preHandlerHookHandler;
  /** A counter the service drives itself. */
  counted(name: string, rule: RateRule): CountedLimit;
}

// Keys strangers can make up (addresses, typed logins) share a bounded store; a flood of them
// can push out only others of their kind. Account keys live in their own store, which never
// drops a live window, so no amount of junk resets an account's count.
const maxStrangerKeys = 200_000;

/** The key of the signed-in account (behind an auth guard). */
export const signedInAccount = (request: FastifyRequest): AccountKey | undefined =>
  request.auth ? { accountId: request.auth.user.id } : undefined;

const keyText = (name: string, key: AccountKey) =>
  'accountId' in key ? `${name}:account:${key.accountId}` : `${name}:login:${key.typedLogin}`;

/**
 * Fixed-window rate limits. Counters live in Redis when REDIS_URL is set (shared by every server
 * instance), otherwise in this process. Over the limit the answer is 429 with Retry-After and
 * `retry_after_s`.
 */
export function createRateLimiting(
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
  redis: Redis | undefined,
): RateLimiting {
  const prefix = `${config.redisKeyPrefix}rate:`;
  const strangers: CounterStore = redis
    ? createRedisStore(redis, prefix)
    : createMemoryStore(clock, { maxKeys: maxStrangerKeys });
  const accounts: CounterStore = redis ? strangers : createMemoryStore(clock);
  const storeFor = (key: AccountKey) => ('accountId' in key ? accounts : strangers);

  // If Redis is briefly unreachable the site keeps working (argon2 still slows password
  // guessing); the failure is logged.
  const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      log.warn({ err: error }, 'rate limit store unavailable; request allowed');
      return fallback;
    }
  };

  const tooMany = (name: string, window: WindowCount, request?: FastifyRequest) => {
    const seconds = Math.max(1, Math.ceil(window.resetInMs / 1000));
    log.warn({ limit: name, ip: request?.ip }, 'rate limit reached');
    return AppError.of('rate_limited', 429, {
      headers: { 'Retry-After': String(seconds) },
      params: { retry_after_s: seconds },
    });
  };

  const countRequest = async (
    name: string,
    rule: RateRule,
    store: CounterStore,
    key: string,
    request: FastifyRequest,
  ) => {
    const window = await safely(() => store.increment(key, rule.windowMs), null);
    if (window && window.count > rule.max) throw tooMany(name, window, request);
  };

  const perRequestKey: RateLimiting['perRequestKey'] = (name, rule, keyOf) => async (request) => {
    const key = keyOf(request);
    if (key) await countRequest(name, rule, storeFor(key), keyText(name, key), request);
  };

  return {
    perIp(name, rule) {
      return async (request) =>
        countRequest(name, rule, strangers, `${name}:ip:${addressKey(request.ip)}`, request);
    },
    perRequestKey,
    perAccount: (name, rule) => perRequestKey(name, rule, signedInAccount),
    counted(name, rule) {
      return {
        async check(key) {
          const window = await safely(() => storeFor(key).peek(keyText(name, key)), null);
          if (window && window.count >= rule.max) throw tooMany(name, window);
        },
        async add(key) {
          await safely(() => storeFor(key).increment(keyText(name, key), rule.windowMs), null);
        },
        async take(key) {
          const window = await safely(
            () => storeFor(key).increment(keyText(name, key), rule.windowMs),
            null,
          );
          return !window || window.count <= rule.max;
        },
      };
    },
  };
}
