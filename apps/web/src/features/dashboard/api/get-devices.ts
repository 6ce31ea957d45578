import { queryOptions } from '@tanstack/react-query';
import { devicesResponseSchema } from '@sinyal/contracts/licence';
import { apiRequest } from '../../../lib/api-client';
import { loadFailedToast } from './dashboard-keys';
import { licenceKeys } from './licence-keys';

/** GET /api/devices: the plan, the seats in use and the devices signed in (docs/architecture.md §9). */
export function devicesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: licenceKeys.devices(token),
    queryFn: ({ signal }) =>
      apiRequest('/devices', { token, signal, schema: devicesResponseSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
