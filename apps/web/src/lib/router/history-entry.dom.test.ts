import { beforeEach, describe, expect, test } from 'vitest';
import { keepScrollOnNextEntry, readHistoryEntry } from './history-entry';

describe('readHistoryEntry', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  test('a new entry gets a key and counts as a fresh visit', () => {
    const entry = readHistoryEntry();
    expect(entry.action).toBe('push');
    expect(entry.key).not.toBe('');
  });

  test('an entry with a key is a return to it (Back, Forward or a reload)', () => {
    const first = readHistoryEntry();
    expect(readHistoryEntry()).toEqual({ key: first.key, action: 'pop' });
  });

  test('every new entry gets its own key, and other state on the entry is kept', () => {
    const first = readHistoryEntry();
    window.history.pushState({ other: 1 }, '', '/about');
    const second = readHistoryEntry();
    expect(second.key).not.toBe(first.key);
    expect(window.history.state).toMatchObject({ other: 1 });
    expect(window.location.pathname).toBe('/about');
  });

  test('a new entry announced as in-page keeps the scroll; the next one, and a return, do not', () => {
    readHistoryEntry();
    keepScrollOnNextEntry('/dashboard/security');
    window.history.pushState(null, '', '/dashboard/security');
    const tab = readHistoryEntry();
    expect(tab).toMatchObject({ action: 'push', keepScroll: true });
    window.history.pushState(null, '', '/about');
    expect(readHistoryEntry().keepScroll).toBeUndefined();
    window.history.back();
  });

  test('an announcement for another address is not taken by this one', () => {
    readHistoryEntry();
    keepScrollOnNextEntry('/dashboard/billing');
    window.history.pushState(null, '', '/pricing');
    expect(readHistoryEntry().keepScroll).toBeUndefined();
  });
});
