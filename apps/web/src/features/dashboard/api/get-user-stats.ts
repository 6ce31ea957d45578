import { userStatsSchema } from '@sinyal/contracts/account';
import { dashboardKeys } from './dashboard-keys';
import { dashboardQueryOptions } from './dashboard-query';

/** GET /api/user/stats (docs/product.md §7). */
export function userStatsQueryOptions(token: string | null) {
  return dashboardQueryOptions(dashboardKeys.stats(token), '/user/stats', userStatsSchema, token);
}
