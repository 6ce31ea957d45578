import { devicesResponseSchema } from '@sinyal/contracts/licence';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { licenceKeys } from './licence-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/devices: the plan, the seats in use and the devices signed in (docs/architecture.md §9). */
export function devicesQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    licenceKeys.devices(token),
    apiPaths.devices,
    devicesResponseSchema,
    token,
  );
}
