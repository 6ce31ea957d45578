import { useMutation } from '@tanstack/react-query';
import { checkoutResponseSchema, type CheckoutRequest } from '@sinyal/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/billing/checkout: the address of Paddle's checkout for Pro, monthly or yearly. */
export function useStartCheckoutMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (request: CheckoutRequest) =>
      apiRequest('/billing/checkout', {
        method: 'POST',
        token,
        body: request,
        schema: checkoutResponseSchema,
      }),
  });
}
