import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { dashboardKeys } from '../../../lib/dashboard-keys';

/** DELETE /api/sessions/{id}: logs out one session of the account. */
export function useRevokeSessionMutation() {
  return useSessionMutation(
    (token, id: number) => apiRequest(apiPaths.session(id), { method: 'DELETE', token }),
    { refreshesAfterAny: [dashboardKeys.sessions] },
  );
}
