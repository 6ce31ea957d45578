import { Environment, LogLevel, Paddle } from '@paddle/paddle-node-sdk';
import type { PaddleConfig } from '../../config';
import { ProviderError, type BillingProvider, type SubscriptionSnapshot } from './billing-provider';
import { parsePaddleEvent, subscriptionFromApi } from './paddle-events';

/** Runs a call to Paddle's API; any failure (network, refusal) becomes a ProviderError. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ProviderError(`Paddle ${what} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Paddle Billing through its official SDK. `apiBaseUrl` is set by tests only (a local stand-in);
 * the SDK takes an address in place of an environment name for that.
 */
export function createPaddleProvider(config: PaddleConfig, publicUrl: string): BillingProvider {
  const paddle = new Paddle(config.apiKey, {
    environment:
      (config.apiBaseUrl as Environment | undefined) ??
      (config.environment === 'production' ? Environment.production : Environment.sandbox),
    logLevel: LogLevel.none,
  });

  return {
    async readEvent(rawBody, signature) {
      if (!signature) return 'bad_signature';
      // The SDK checks the HMAC over "<ts>:<raw body>" and refuses a timestamp older than 5 s.
      const valid = await paddle.webhooks
        .isSignatureValid(rawBody, config.webhookSecret, signature)
        .catch(() => false);
      if (!valid) return 'bad_signature';
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return 'not_an_event';
      }
      return parsePaddleEvent(body) ?? 'not_an_event';
    },

    async createCheckout({ priceId, userId }) {
      const transaction = await call('checkout', () =>
        paddle.transactions.create({
          items: [{ priceId, quantity: 1 }],
          // How webhook events find their account (docs/architecture.md §10).
          customData: { user_id: String(userId) },
          // Paddle appends ?_ptxn=<id>; the page there opens the checkout with Paddle.js.
          checkout: { url: `${publicUrl}/pay` },
        }),
      );
      const url = transaction.checkout?.url;
      if (!url) throw new ProviderError('Paddle answered a transaction without a checkout URL');
      return url;
    },

    async cancelAtPeriodEnd(subscriptionId): Promise<SubscriptionSnapshot> {
      const subscription = await call('cancel', () =>
        paddle.subscriptions.cancel(subscriptionId, { effectiveFrom: 'next_billing_period' }),
      );
      const snapshot = subscriptionFromApi(subscription);
      if (!snapshot) throw new ProviderError('Paddle answered an unreadable subscription');
      return snapshot;
    },

    async portalUrl(customerId, subscriptionIds) {
      const session = await call('portal', () =>
        paddle.customerPortalSessions.create(customerId, subscriptionIds),
      );
      return session.urls.general.overview;
    },

    async invoiceUrl(transactionId) {
      const pdf = await call('invoice', () => paddle.transactions.getInvoicePDF(transactionId));
      return pdf.url;
    },

    async refund(transactionId, reason) {
      const adjustment = await call('refund', () =>
        paddle.adjustments.create({ action: 'refund', type: 'full', transactionId, reason }),
      );
      return { id: adjustment.id, status: adjustment.status };
    },
  };
}
