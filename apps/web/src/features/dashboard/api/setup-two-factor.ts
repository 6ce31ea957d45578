import { twoFactorSetupResponseSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/2fa/setup: a new secret and its otpauth:// address; nothing changes yet. */
export function useSetupTwoFactorMutation() {
  return useSessionMutation((token) =>
    apiRequest('/2fa/setup', { method: 'POST', token, schema: twoFactorSetupResponseSchema }),
  );
}
