import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '@sinyal/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys, loadFailedToast } from './dashboard-keys';

/** GET /api/profile (docs/product.md §7). */
export function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.profile(token),
    queryFn: ({ signal }) => apiRequest('/profile', { token, signal, schema: profileSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
