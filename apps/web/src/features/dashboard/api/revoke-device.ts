import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from './dashboard-keys';
import { licenceKeys } from './licence-keys';

/** DELETE /api/devices/{id}: the seat is free at once; the device's next renewal is refused. */
export function useRevokeDeviceMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/devices/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        token,
        schema: messageResponseSchema,
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: licenceKeys.devices(token) }),
        // The Overview counts devices and what they report.
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats(token) }),
      ]);
    },
  });
}
