import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEnableResponseSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { securityKeys } from './security-keys';

/** POST /api/2fa/enable: turns it on with a code of the new secret; answers the recovery codes. */
export function useEnableTwoFactorMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/2fa/enable', {
        method: 'POST',
        token,
        body: { code },
        schema: twoFactorEnableResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor(token) }),
  });
}
