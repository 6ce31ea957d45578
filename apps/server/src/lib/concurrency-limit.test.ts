import { describe, expect, test } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('concurrency limit', () => {
  test('runs at most max tasks at once, the rest in arrival order', async () => {
    const limited = createConcurrencyLimit(2);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limited(async () => {
          started.push(index);
          inFlight++;
          most = Math.max(most, inFlight);
          await tick();
          inFlight--;
          return index * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  test('a failing task frees its place and its error reaches its caller', async () => {
    const limited = createConcurrencyLimit(1);
    const failing = limited(async () => {
      await tick();
      throw new Error('boom');
    });
    const next = limited(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    await expect(limited(async () => 'again')).resolves.toBe('again');
  });
});
