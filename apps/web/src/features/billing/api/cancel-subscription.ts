import { billingResponseSchema } from '@sinyal/contracts/billing';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { billingKeys } from './billing-keys';
import { dashboardKeys } from '../../../lib/dashboard-keys';

/** POST /api/billing/cancel: ends the subscription at the close of its paid period. */
export function useCancelSubscriptionMutation() {
  return useSessionMutation(
    (token) =>
      apiRequest(apiPaths.billingCancel, { method: 'POST', token, schema: billingResponseSchema }),
    { stores: billingKeys.billing, refreshesAfterAny: [dashboardKeys.premium] },
  );
}
