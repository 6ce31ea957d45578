import type { ChangePasswordRequest } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/change-password: this session stays, the account's other sessions are logged out. */
export function useChangePasswordMutation() {
  return useSessionMutation((token, body: ChangePasswordRequest) =>
    apiRequest(apiPaths.changePassword, { method: 'POST', body, token }),
  );
}
