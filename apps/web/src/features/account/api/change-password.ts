import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@sinyal/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/change-password: this session stays, the account's other sessions are logged out. */
export function useChangePasswordMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiRequest('/change-password', { method: 'POST', body: input, token }),
  });
}
