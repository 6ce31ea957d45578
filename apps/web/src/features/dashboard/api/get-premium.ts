import { premiumResponseSchema } from '@sinyal/contracts/account';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/premium (docs/product.md §7): the plan the server knows, never a claim of the browser's. */
export function premiumQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    dashboardKeys.premium(token),
    apiPaths.premium,
    premiumResponseSchema,
    token,
  );
}
