import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { apiAccessKeys } from './api-access-keys';

/** DELETE /api/tokens/{id}: the token stops working at once. */
export function useRevokeTokenMutation() {
  return useSessionMutation(
    (token, id: number) => apiRequest(apiPaths.token(id), { method: 'DELETE', token }),
    { refreshesAfterAny: [apiAccessKeys.tokens] },
  );
}
