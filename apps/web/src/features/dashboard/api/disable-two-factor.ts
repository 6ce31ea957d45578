import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TwoFactorDisableRequest } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { securityKeys } from './security-keys';

/** POST /api/2fa/disable: the password and a code (or recovery code). */
export function useDisableTwoFactorMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableRequest) =>
      apiRequest('/2fa/disable', { method: 'POST', token, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor(token) }),
  });
}
