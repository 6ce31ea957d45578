import { describe, expect, it } from 'vitest';
import { dashboardTabs, tabAfterKey, tabOfSegment, tabPath } from './tabs';

describe('tabAfterKey', () => {
  it.each([
    ['moves to the next tab with the down arrow', 'overview', 'ArrowDown', 'profile'],
    ['moves to the next tab with the right arrow', 'overview', 'ArrowRight', 'profile'],
    ['moves to the previous tab with the up arrow', 'api', 'ArrowUp', 'profile'],
    ['moves to the previous tab with the left arrow', 'api', 'ArrowLeft', 'profile'],
    ['reaches Privacy & Data after Billing & Plans', 'billing', 'ArrowRight', 'privacy'],
    ['reaches Security after Privacy & Data', 'privacy', 'ArrowRight', 'security'],
    ['reaches Extensions after API Access', 'api', 'ArrowRight', 'extensions'],
    ['reaches Billing & Plans after Extensions', 'extensions', 'ArrowRight', 'billing'],
    ['wraps around after the last tab', 'security', 'ArrowDown', 'overview'],
    ['wraps around before the first tab', 'overview', 'ArrowUp', 'security'],
    ['jumps to the first tab with Home', 'billing', 'Home', 'overview'],
    ['jumps to the last tab with End', 'profile', 'End', 'security'],
    ['ignores other keys', 'profile', 'Enter', null],
  ] as const)('%s', (_case, from, key, to) => {
    expect(tabAfterKey(from, key)).toBe(to);
  });
});

describe('the address of each tab', () => {
  it('is /dashboard for the Overview and /dashboard/<tab> for each other tab', () => {
    expect(dashboardTabs.map(tabPath)).toEqual([
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/api',
      '/dashboard/extensions',
      '/dashboard/billing',
      '/dashboard/privacy',
      '/dashboard/security',
    ]);
  });

  it('reads back to its tab; an unknown segment names none', () => {
    for (const tab of dashboardTabs) {
      expect(tabOfSegment(tabPath(tab).split('/')[2])).toBe(tab);
    }
    expect(tabOfSegment('settings')).toBeNull();
    expect(tabOfSegment('overview')).toBeNull();
  });
});
