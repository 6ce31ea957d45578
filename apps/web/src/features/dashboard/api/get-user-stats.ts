import { queryOptions } from '@tanstack/react-query';
import { userStatsSchema } from '@sinyal/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys, loadFailedToast } from './dashboard-keys';

/** GET /api/user/stats (docs/product.md §7). */
export function userStatsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.stats(token),
    queryFn: ({ signal }) => apiRequest('/user/stats', { token, signal, schema: userStatsSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
