import { accountSettingsSchema } from '@sinyal/contracts/account-security';
import { securityKeys } from './security-keys';
import { dashboardQueryOptions } from './dashboard-query';

/** GET /api/settings: telemetry opt-out and newsletter, as the server keeps them. */
export function settingsQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    securityKeys.settings(token),
    '/settings',
    accountSettingsSchema,
    token,
  );
}
