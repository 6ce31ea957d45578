import { profileSchema } from '@sinyal/contracts/account';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/profile (docs/product.md §7). */
export function profileQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    dashboardKeys.profile(token),
    apiPaths.profile,
    profileSchema,
    token,
  );
}
