import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock';

/** A key's count in its current fixed window, and how long until the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Where rate-limit counters live: this process's memory, or Redis (shared by every instance). */
export interface CounterStore {
  /** Adds one to the key's count in its window (a new window starts when none is open). */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /**
   * Takes one back from the key's count in its open window (never below zero, never opening a
   * window): a reservation given back because what it stood for did not happen or did not count.
   */
  decrement(key: string): Promise<void>;
}

interface Entry {
  count: number;
  resetAt: number;
}

export interface MemoryStoreOptions {
  /**
   * Most keys kept at once; beyond it the oldest windows are dropped. Leave it unset for keys
   * that strangers cannot make up (account ids): such a store never drops a live window.
   */
  maxKeys?: number;
}

/**
 * Counters in memory with fixed windows. Expired windows are swept once a second at most, so a
 * flood of new keys costs memory only for as long as its windows last.
 */
export function createMemoryStore(clock: Clock, options: MemoryStoreOptions = {}): CounterStore {
  const entries = new Map<string, Entry>();
  let nextSweep = 0;

  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 1000;
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key);
  };

  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };

  return {
    async increment(key, windowMs) {
      const now = clock.now().getTime();
      sweep(now);
      let entry = live(key, now);
      if (!entry) {
        entry = { count: 0, resetAt: now + windowMs };
        // Re-inserted, so the Map's order stays the order in which windows opened.
        entries.delete(key);
        entries.set(key, entry);
        if (options.maxKeys !== undefined && entries.size > options.maxKeys) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async decrement(key) {
      const entry = live(key, clock.now().getTime());
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

// One round trip, atomic: the first hit of a window sets its expiry.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Atomic too, and DECR keeps the key's expiry: a key that has expired is left alone rather than
// brought back at -1 without one.
const decrementScript = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis under `prefix`; keys expire with their window, so nothing needs sweeping. */
export function createRedisStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(incrementScript, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async decrement(key) {
      await redis.eval(decrementScript, 1, prefix + key);
    },
  };
}

/**
 * Redis with this process's memory behind it: while Redis fails (away, or slower than its command
 * timeout) the counts go to `fallback`, so every limit still holds per instance instead of being
 * dropped (docs/architecture.md §12). `onFailure` hears of each failure.
 */
export function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  onFailure: (error: unknown) => void,
): CounterStore {
  const either =
    <A extends unknown[], R>(work: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await work(primary, ...args);
      } catch (error) {
        onFailure(error);
        return work(fallback, ...args);
      }
    };
  return {
    increment: either((store, key: string, windowMs: number) => store.increment(key, windowMs)),
    decrement: either((store, key: string) => store.decrement(key)),
  };
}
