import { queryOptions } from '@tanstack/react-query';
import { billingAvailabilitySchema } from '@sinyal/contracts/billing';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/billing/availability: whether this server takes payments (docs/architecture.md §10). */
export function availabilityQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.availability(),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.billingAvailability, { signal, schema: billingAvailabilitySchema }),
    staleTime: 5 * 60_000,
  });
}
