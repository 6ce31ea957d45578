import { userStatsSchema } from '@sinyal/contracts/account';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/user/stats (docs/product.md §7). */
export function userStatsQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    dashboardKeys.stats(token),
    apiPaths.userStats,
    userStatsSchema,
    token,
  );
}
