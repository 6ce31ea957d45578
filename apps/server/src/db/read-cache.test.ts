import { afterEach, describe, expect, test, vi } from 'vitest';
import { invalidatedCache, type InvalidationScope, type InvalidationSource } from './read-cache';

interface Row {
  owner: number;
  version: number;
}

/** A channel the test drives by hand, and a database whose rows the test changes. */
function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const subscribers: ((scope: InvalidationScope) => void)[] = [];
  const source: InvalidationSource & { listening: boolean } = {
    listening: true,
    subscribe: (subscriber) => subscribers.push(subscriber),
    forgetAll: () => subscribers.forEach((subscriber) => subscriber(null)),
    forget: (scope: InvalidationScope) => subscribers.forEach((subscriber) => subscriber(scope)),
  };
  const rows = new Map<string, Row>();
  let reads = 0;
  let pending: (() => void) | undefined;
  const read = async (values: readonly unknown[]) => {
    reads++;
    const row = rows.get(String(values[0]));
    if (pending === undefined) return row;
    // A read held back until the test lets it finish, answering what it read when it started.
    await new Promise<void>((resolve) => (pending = resolve));
    return row;
  };
  const lookup = invalidatedCache(source, read, { ownerOf: (row) => row.owner, ...options });
  return {
    source,
    rows,
    lookup: (key: string) => lookup([key]),
    reads: () => reads,
    notify: (scope: InvalidationScope) => subscribers.forEach((subscriber) => subscriber(scope)),
    holdNextRead: () => (pending = () => {}),
    releaseRead: () => {
      const release = pending;
      pending = undefined;
      release?.();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('invalidatedCache (session reads from memory on PostgreSQL)', () => {
  test('answers a repeated read from memory until its owner is named', async () => {
    const c = setup();
    c.rows.set('a', { owner: 1, version: 1 });
    c.rows.set('b', { owner: 2, version: 1 });
    await c.lookup('a');
    await c.lookup('b');
    expect(await c.lookup('a')).toEqual({ owner: 1, version: 1 });
    expect(c.reads()).toBe(2);

    c.rows.set('a', { owner: 1, version: 2 });
    c.notify(1);
    expect(await c.lookup('a')).toEqual({ owner: 1, version: 2 });
    await c.lookup('b');
    expect(c.reads()).toBe(3);

    c.notify(null);
    await c.lookup('b');
    expect(c.reads()).toBe(4);
  });

  test('nothing from memory while the channel is down, and an unknown key is never kept', async () => {
    const c = setup();
    c.rows.set('a', { owner: 1, version: 1 });
    await c.lookup('a');
    c.source.listening = false;
    await c.lookup('a');
    await c.lookup('a');
    expect(c.reads()).toBe(3);
    c.source.listening = true;
    await c.lookup('missing');
    await c.lookup('missing');
    expect(c.reads()).toBe(5);
  });

  test('a read under way when an invalidation arrives is answered but not remembered', async () => {
    const c = setup();
    c.rows.set('a', { owner: 1, version: 1 });
    c.holdNextRead();
    const stale = c.lookup('a');
    c.rows.set('a', { owner: 1, version: 2 });
    c.notify(1);
    c.releaseRead();
    expect(await stale).toEqual({ owner: 1, version: 1 });
    c.rows.set('a', { owner: 1, version: 3 });
    expect(await c.lookup('a')).toEqual({ owner: 1, version: 3 });
  });

  test('an answer is reused for ttlMs at most, and the oldest goes past maxEntries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = setup({ ttlMs: 1_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) c.rows.set(key, { owner: 1, version: 1 });
    await c.lookup('a');
    vi.advanceTimersByTime(999);
    await c.lookup('a');
    expect(c.reads()).toBe(1);
    vi.advanceTimersByTime(1);
    await c.lookup('a');
    expect(c.reads()).toBe(2);

    await c.lookup('b');
    await c.lookup('c');
    await c.lookup('c');
    await c.lookup('b');
    expect(c.reads()).toBe(4);
    await c.lookup('a');
    expect(c.reads()).toBe(5);
  });
});
