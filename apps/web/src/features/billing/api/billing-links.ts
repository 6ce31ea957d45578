import { billingUrlResponseSchema } from '@sinyal/contracts/billing';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/**
 * Paddle's short-lived addresses: POST /api/billing/portal (payment method, receipts) and
 * GET <invoice.url> (an invoice's PDF). Asked for on click, since they expire within minutes.
 */
export function useBillingLinkMutation() {
  return useSessionMutation(
    (token, target: { kind: 'portal' } | { kind: 'invoice'; apiPath: string }) =>
      target.kind === 'portal'
        ? apiRequest('/billing/portal', { method: 'POST', token, schema: billingUrlResponseSchema })
        : apiRequest(target.apiPath.replace(/^\/api/, ''), {
            token,
            schema: billingUrlResponseSchema,
          }),
  );
}
