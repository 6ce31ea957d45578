import { queryOptions } from '@tanstack/react-query';
import { premiumResponseSchema } from '@sinyal/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys, loadFailedToast } from './dashboard-keys';

/** GET /api/premium (docs/product.md §7): the plan the server knows, never a claim of the browser's. */
export function premiumQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.premium(token),
    queryFn: ({ signal }) =>
      apiRequest('/premium', { token, signal, schema: premiumResponseSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
