import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabs';

describe('tabAfterKey', () => {
  it.each([
    ['moves to the next tab with the down arrow', 'overview', 'ArrowDown', 'profile'],
    ['moves to the next tab with the right arrow', 'overview', 'ArrowRight', 'profile'],
    ['moves to the previous tab with the up arrow', 'api', 'ArrowUp', 'profile'],
    ['moves to the previous tab with the left arrow', 'api', 'ArrowLeft', 'profile'],
    ['reaches Privacy & Data after Billing & Plans', 'billing', 'ArrowRight', 'privacy'],
    ['reaches Security after Privacy & Data', 'privacy', 'ArrowRight', 'security'],
    ['wraps around after the last tab', 'security', 'ArrowDown', 'overview'],
    ['wraps around before the first tab', 'overview', 'ArrowUp', 'security'],
    ['jumps to the first tab with Home', 'billing', 'Home', 'overview'],
    ['jumps to the last tab with End', 'profile', 'End', 'security'],
    ['ignores other keys', 'profile', 'Enter', null],
  ] as const)('%s', (_case, from, key, to) => {
    expect(tabAfterKey(from, key)).toBe(to);
  });
});
