import { accountSettingsSchema } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { privacyKeys } from './privacy-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/settings: telemetry opt-out and newsletter, as the server keeps them. */
export function settingsQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    privacyKeys.settings(token),
    apiPaths.settings,
    accountSettingsSchema,
    token,
  );
}
