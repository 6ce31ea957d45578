import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabs';

describe('tabAfterKey', () => {
  it('moves to the next and previous tab with either pair of arrows', () => {
    expect(tabAfterKey('overview', 'ArrowDown')).toBe('profile');
    expect(tabAfterKey('overview', 'ArrowRight')).toBe('profile');
    expect(tabAfterKey('api', 'ArrowUp')).toBe('profile');
    expect(tabAfterKey('api', 'ArrowLeft')).toBe('profile');
  });

  it('reaches Privacy & Data between Billing & Plans and Security', () => {
    expect(tabAfterKey('billing', 'ArrowRight')).toBe('privacy');
    expect(tabAfterKey('privacy', 'ArrowRight')).toBe('security');
  });

  it('wraps around at both ends', () => {
    expect(tabAfterKey('security', 'ArrowDown')).toBe('overview');
    expect(tabAfterKey('overview', 'ArrowUp')).toBe('security');
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabAfterKey('billing', 'Home')).toBe('overview');
    expect(tabAfterKey('profile', 'End')).toBe('security');
  });

  it('ignores other keys', () => {
    expect(tabAfterKey('profile', 'Enter')).toBeNull();
  });
});
