import { queryOptions } from '@tanstack/react-query';
import { accountSettingsSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';

import { loadFailedToast } from './dashboard-keys';
import { securityKeys } from './security-keys';

/** GET /api/settings: telemetry opt-out and newsletter, as the server keeps them. */
export function settingsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: securityKeys.settings(token),
    queryFn: ({ signal }) =>
      apiRequest('/settings', { token, signal, schema: accountSettingsSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
