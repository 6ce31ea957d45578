import { queryOptions } from '@tanstack/react-query';
import { billingResponseSchema } from '@sinyal/contracts/billing';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';
import { loadFailedToast } from '../../../lib/dashboard-keys';

/** GET /api/billing: the subscription, its renewal or end, and the invoices (docs/architecture.md §10). */
export function billingQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: billingKeys.billing(token),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.billing, { token, signal, schema: billingResponseSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
