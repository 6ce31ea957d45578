import { afterEach, describe, expect, test } from 'vitest';
import { scrollMemory } from './scroll-memory';

describe('scrollMemory', () => {
  afterEach(() => {
    scrollMemory.positions.clear();
    window.sessionStorage.clear();
  });

  test('recalls the last position remembered for an entry', () => {
    scrollMemory.remember('a', 120.4);
    scrollMemory.remember('a', 1500);
    expect(scrollMemory.recall('a')).toBe(1500);
    expect(scrollMemory.recall('b')).toBeUndefined();
  });

  test('keeps the newest hundred entries', () => {
    for (let index = 0; index < 105; index++) scrollMemory.remember(`entry-${index}`, index);
    expect(scrollMemory.positions.size).toBe(100);
    expect(scrollMemory.recall('entry-0')).toBeUndefined();
    expect(scrollMemory.recall('entry-104')).toBe(104);
  });

  test('persists to sessionStorage for a reload', () => {
    scrollMemory.remember('a', 700);
    scrollMemory.persist();
    expect(JSON.parse(window.sessionStorage.getItem('scroll-positions') ?? '[]')).toEqual([
      ['a', 700],
    ]);
  });
});
