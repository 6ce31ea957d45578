import { billingUrlResponseSchema } from '@sinyal/contracts/billing';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/**
 * Paddle's short-lived addresses: POST /api/billing/portal (payment method, receipts) and
 * GET /api/billing/invoices/{id} (an invoice's PDF). Asked for on click, since they expire within minutes.
 */
export function useBillingLinkMutation() {
  return useSessionMutation(
    (token, target: { kind: 'portal' } | { kind: 'invoice'; id: string }) =>
      target.kind === 'portal'
        ? apiRequest(apiPaths.billingPortal, {
            method: 'POST',
            token,
            schema: billingUrlResponseSchema,
          })
        : apiRequest(apiPaths.invoice(target.id), {
            token,
            schema: billingUrlResponseSchema,
          }),
  );
}
