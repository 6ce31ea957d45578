import { offlineLeaseFileSchema } from '@sinyal/contracts/licence';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { licenceKeys } from './licence-keys';

/** POST /api/licence/offline: a 90-day lease for the request file of a computer without network. */
export function useOfflineLeaseMutation() {
  return useSessionMutation(
    (token, request: string) =>
      apiRequest(apiPaths.offlineLease, {
        method: 'POST',
        token,
        body: { request },
        schema: offlineLeaseFileSchema,
      }),
    { refreshes: [licenceKeys.devices] },
  );
}
