import { queryOptions } from '@tanstack/react-query';
import { twoFactorStatusSchema } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from './api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/2fa: whether two-factor sign-in is on, and the recovery codes left. */
export function twoFactorQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.twoFactor(token),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.twoFactor, { token, signal, schema: twoFactorStatusSchema }),
    enabled: Boolean(token),
  });
}
