import {
  twoFactorEnableResponseSchema,
  type TwoFactorEnableRequest,
} from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { dashboardKeys } from '../../../lib/dashboard-keys';

/**
 * POST /api/2fa/enable: the password again and a code of the new secret turn it on; answers the
 * recovery codes.
 */
export function useEnableTwoFactorMutation() {
  return useSessionMutation(
    (token, body: TwoFactorEnableRequest) =>
      apiRequest(apiPaths.twoFactorEnable, {
        method: 'POST',
        token,
        body,
        schema: twoFactorEnableResponseSchema,
      }),
    { refreshes: [dashboardKeys.twoFactor] },
  );
}
