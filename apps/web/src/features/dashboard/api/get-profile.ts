import { profileSchema } from '@sinyal/contracts/account';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/profile (docs/product.md §7). */
export function profileQueryOptions(token: string | null) {
  return dashboardQueryOptions(dashboardKeys.profile(token), '/profile', profileSchema, token);
}
