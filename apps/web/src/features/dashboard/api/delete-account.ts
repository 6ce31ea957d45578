import { useMutation } from '@tanstack/react-query';
import { type DeleteAccountRequest } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** DELETE /api/account: the password, and a code with 2FA. */
export function useDeleteAccountMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest('/account', { method: 'DELETE', token, body }),
  });
}
