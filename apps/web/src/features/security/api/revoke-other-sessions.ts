import { revokeOthersResponseSchema } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { dashboardKeys } from '../../../lib/dashboard-keys';

/** POST /api/sessions/revoke-others: logs out every session but this one. */
export function useRevokeOtherSessionsMutation() {
  return useSessionMutation(
    (token) =>
      apiRequest(apiPaths.revokeOtherSessions, {
        method: 'POST',
        token,
        schema: revokeOthersResponseSchema,
      }),
    { refreshesAfterAny: [dashboardKeys.sessions] },
  );
}
