import { useMutation } from '@tanstack/react-query';
import { twoFactorSetupResponseSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/2fa/setup: a new secret and its otpauth:// address; nothing changes yet. */
export function useSetupTwoFactorMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: () =>
      apiRequest('/2fa/setup', { method: 'POST', token, schema: twoFactorSetupResponseSchema }),
  });
}
