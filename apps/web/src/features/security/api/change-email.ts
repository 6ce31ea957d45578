import { type EmailChangeRequest } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/account/email: mails a link to the new address and a notice to the current one. */
export function useChangeEmailMutation() {
  return useSessionMutation((token, body: EmailChangeRequest) =>
    apiRequest(apiPaths.emailChange, { method: 'POST', token, body }),
  );
}
