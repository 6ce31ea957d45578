import { messageResponseSchema } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { licenceKeys } from './licence-keys';

/** DELETE /api/devices/{id}: the seat is free at once; the device's next renewal is refused. */
export function useRevokeDeviceMutation() {
  return useSessionMutation(
    (token, id: string) =>
      apiRequest(apiPaths.device(id), {
        method: 'DELETE',
        token,
        schema: messageResponseSchema,
      }),
    // The Overview counts devices and what they report.
    { refreshesAfterAny: [licenceKeys.devices, dashboardKeys.stats] },
  );
}
