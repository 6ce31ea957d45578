import { checkoutResponseSchema, type CheckoutRequest } from '@sinyal/contracts/billing';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/billing/checkout: the address of Paddle's checkout for Pro, monthly or yearly. */
export function useStartCheckoutMutation() {
  return useSessionMutation((token, body: CheckoutRequest) =>
    apiRequest(apiPaths.billingCheckout, {
      method: 'POST',
      token,
      body,
      schema: checkoutResponseSchema,
    }),
  );
}
