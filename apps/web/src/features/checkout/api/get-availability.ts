import { queryOptions } from '@tanstack/react-query';
import { billingAvailabilitySchema } from '@sinyal/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/billing/availability: whether this server takes payments (docs/architecture.md §10). */
export function availabilityQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.availability(),
    queryFn: ({ signal }) =>
      apiRequest('/billing/availability', { signal, schema: billingAvailabilitySchema }),
    staleTime: 5 * 60_000,
  });
}
