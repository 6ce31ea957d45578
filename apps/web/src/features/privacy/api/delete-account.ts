import { type DeleteAccountRequest } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** DELETE /api/account: the password, and a code with 2FA. */
export function useDeleteAccountMutation() {
  return useSessionMutation((token, body: DeleteAccountRequest) =>
    apiRequest(apiPaths.account, { method: 'DELETE', token, body }),
  );
}
