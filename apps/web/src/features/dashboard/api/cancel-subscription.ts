import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingResponseSchema } from '@sinyal/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { billingKeys } from './billing-keys';
import { dashboardKeys } from './dashboard-keys';

/** POST /api/billing/cancel: ends the subscription at the close of its paid period. */
export function useCancelSubscriptionMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/billing/cancel', { method: 'POST', token, schema: billingResponseSchema }),
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.billing(token), billing),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.premium(token) }),
  });
}
