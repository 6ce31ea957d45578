import { billingResponseSchema } from '@sinyal/contracts/billing';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';
import { billingKeys } from './billing-keys';

/** GET /api/billing: the subscription, its renewal or end, and the invoices (docs/architecture.md §10). */
export function billingQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    billingKeys.billing(token),
    apiPaths.billing,
    billingResponseSchema,
    token,
  );
}
