import { revokeOthersResponseSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { dashboardKeys } from '../../../lib/dashboard-keys';

/** POST /api/sessions/revoke-others: logs out every session but this one. */
export function useRevokeOtherSessionsMutation() {
  return useSessionMutation(
    (token) =>
      apiRequest('/sessions/revoke-others', {
        method: 'POST',
        token,
        schema: revokeOthersResponseSchema,
      }),
    { refreshesAfterAny: [dashboardKeys.sessions] },
  );
}
