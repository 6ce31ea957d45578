import { useMutation } from '@tanstack/react-query';
import { type EmailChangeRequest } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/account/email: mails a link to the new address and a notice to the current one. */
export function useChangeEmailMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      apiRequest('/account/email', { method: 'POST', token, body }),
  });
}
