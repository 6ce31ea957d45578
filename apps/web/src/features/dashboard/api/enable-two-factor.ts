import { twoFactorEnableResponseSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { securityKeys } from './security-keys';

/** POST /api/2fa/enable: turns it on with a code of the new secret; answers the recovery codes. */
export function useEnableTwoFactorMutation() {
  return useSessionMutation(
    (token, code: string) =>
      apiRequest('/2fa/enable', {
        method: 'POST',
        token,
        body: { code },
        schema: twoFactorEnableResponseSchema,
      }),
    { refreshes: [securityKeys.twoFactor] },
  );
}
