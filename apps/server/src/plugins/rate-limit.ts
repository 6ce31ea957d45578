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
  withFallback,
  type CounterStore,
  type WindowCount,
} from '../security/rate-counters';

/** What a per-account counter is keyed on: the account when one matched, else the login typed. */
export type AccountKey = { accountId: number } | { typedLogin: string };

/** One event counted ahead of the work it limits; `release` gives it back when it did not count. */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * A limit that counts only what the caller says counts (failed sign-ins, wrong codes, mails sent).
 * There is no "check, then add once it failed": requests that arrive together would all pass the
 * check before any of them had added, so 60 guesses at once would all reach the password hash.
 * Each one is counted (atomically) before the work instead, and given back if it did not count.
 */
export interface CountedLimit {
  /**
   * Counts one event for the key before the work it limits; throws the 429 (and counts nothing)
   * when the allowance of the window is used up. Release the reservation when the event turned
   * out not to count (a right password, a right code).
   */
  reserve(key: AccountKey): Promise<Reservation>;
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
 *
 * Redis away (docs/architecture.md §12): every limit falls back to this process's counters. Not
 * closed, because refusing sign-ins and mails while a cache is down would turn its outage into the
 * site's; not open either: each instance still enforces the full limit, so an outage at most
 * multiplies an allowance by the number of instances, for as long as it lasts (and argon2 still
 * slows password guessing).
 */
export function createRateLimiting(
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
  redis: Redis | undefined,
): RateLimiting {
  const prefix = `${config.redisKeyPrefix}rate:`;
  const localStrangers = createMemoryStore(clock, { maxKeys: maxStrangerKeys });
  const localAccounts = createMemoryStore(clock);
  let lastWarning = -Infinity;
  const onRedisFailure = (error: unknown) => {
    // One line every 10 s, not one per request, while the outage lasts.
    const now = Date.now();
    if (now - lastWarning < 10_000) return;
    lastWarning = now;
    log.warn({ err: error }, 'rate limit store unavailable; counting in this process meanwhile');
  };
  const shared = redis ? createRedisStore(redis, prefix) : undefined;
  const strangers: CounterStore = shared
    ? withFallback(shared, localStrangers, onRedisFailure)
    : localStrangers;
  const accounts: CounterStore = shared
    ? withFallback(shared, localAccounts, onRedisFailure)
    : localAccounts;
  const storeFor = (key: AccountKey) => ('accountId' in key ? accounts : strangers);

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
    const window = await store.increment(key, rule.windowMs);
    if (window.count > rule.max) throw tooMany(name, window, request);
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
        async reserve(key) {
          const store = storeFor(key);
          const text = keyText(name, key);
          const window = await store.increment(text, rule.windowMs);
          if (window.count > rule.max) {
            // Refused before any work: it does not count, so the window holds at most `max`.
            await store.decrement(text);
            throw tooMany(name, window);
          }
          let released = false;
          return {
            async release() {
              if (released) return;
              released = true;
              await store.decrement(text);
            },
          };
        },
        async take(key) {
          const window = await storeFor(key).increment(keyText(name, key), rule.windowMs);
          return window.count <= rule.max;
        },
      };
    },
  };
}
