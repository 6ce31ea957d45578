import { type EmailChangeRequest } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/account/email: mails a link to the new address and a notice to the current one. */
export function useChangeEmailMutation() {
  return useSessionMutation((token, body: EmailChangeRequest) =>
    apiRequest('/account/email', { method: 'POST', token, body }),
  );
}
