import { describe, expect, it } from 'vitest';
import { apiTokenWarning } from '@sinyal/contracts/account';
import en from '../../i18n/locales/en/dashboard.json';
import tr from '../../i18n/locales/tr/dashboard.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('dashboard strings', () => {
  it('say the messages of spec §8 word for word in English', () => {
    expect(en.messages).toMatchObject({
      loadFailed: 'Failed to load dashboard data',
      updateFailed: 'Update failed',
      updated: 'Profile updated successfully',
      tokenFailed: 'Token generation failed',
      tokenGenerated: 'API token generated successfully',
      copied: 'Copied to clipboard!',
      tokenWarning: apiTokenWarning,
      upgradeRedirect: 'Redirecting to premium payment...',
    });
    expect(en.loading).toBe('Loading your dashboard...');
    expect(en.header.welcome).toBe('Welcome back, {{name}}');
  });

  it('exist in Turkish for every English key', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });
});
