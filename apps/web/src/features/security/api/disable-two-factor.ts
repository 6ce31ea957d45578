import { type TwoFactorDisableRequest } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { dashboardKeys } from '../../../lib/dashboard-keys';

/** POST /api/2fa/disable: the password and a code (or recovery code). */
export function useDisableTwoFactorMutation() {
  return useSessionMutation(
    (token, body: TwoFactorDisableRequest) =>
      apiRequest(apiPaths.twoFactorDisable, { method: 'POST', token, body }),
    { refreshes: [dashboardKeys.twoFactor] },
  );
}
