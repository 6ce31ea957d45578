import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offlineLeaseFileSchema } from '@sinyal/contracts/licence';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { licenceKeys } from './licence-keys';

/** POST /api/licence/offline: a 90-day lease for the request file of a computer without network. */
export function useOfflineLeaseMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: string) =>
      apiRequest('/licence/offline', {
        method: 'POST',
        token,
        body: { request },
        schema: offlineLeaseFileSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licenceKeys.devices(token) }),
  });
}
