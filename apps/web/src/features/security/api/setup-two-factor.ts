import {
  twoFactorSetupResponseSchema,
  type TwoFactorSetupRequest,
} from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/2fa/setup: the password, for a new secret and its otpauth:// address; nothing changes yet. */
export function useSetupTwoFactorMutation() {
  return useSessionMutation((token, body: TwoFactorSetupRequest) =>
    apiRequest(apiPaths.twoFactorSetup, {
      method: 'POST',
      token,
      body,
      schema: twoFactorSetupResponseSchema,
    }),
  );
}
