import { describe, expect, it } from 'vitest';
import { apiTokenWarning } from '@sinyal/contracts/account';
import en from '../../i18n/locales/en/dashboard.json';

describe('dashboard strings', () => {
  it('say the messages of docs/product.md §8 word for word in English', () => {
    expect(en.messages).toMatchObject({
      loadFailed: 'Failed to load dashboard data',
      updateFailed: 'Update failed',
      updated: 'Profile updated successfully',
      tokenFailed: 'Token generation failed',
      tokenGenerated: 'API token generated successfully',
      copied: 'Copied to clipboard!',
      tokenWarning: apiTokenWarning,
      // The specification's "premium payment" names the plan: Pro (docs/architecture.md §7).
      upgradeRedirect: 'Redirecting to the Pro checkout...',
    });
    expect(en.loading).toBe('Loading your dashboard...');
    expect(en.header.welcome).toBe('Welcome back, {{name}}');
  });
});
