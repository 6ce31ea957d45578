import type { SubscriptionStatus } from '@sinyal/contracts/billing';
import type { BillingInterval } from '@sinyal/contracts/plans';

/**
 * What the billing code needs from a payment provider (docs/architecture.md §10). Production uses
 * Paddle Billing (paddle-provider.ts); the tests answer Paddle's API from a local stand-in, so the
 * same code runs in both.
 */
export interface BillingProvider {
  /**
   * Checks the webhook's signature over the raw body before anything of it is read, then reads
   * the event. 'bad_signature' for a missing, malformed, old or wrong signature.
   */
  readEvent(
    rawBody: string,
    signature: string | undefined,
  ): Promise<BillingEvent | 'bad_signature' | 'not_an_event'>;
  /** A checkout for one price, tagged with our account id; answers the checkout page's address. */
  createCheckout(input: { priceId: string; userId: number }): Promise<string>;
  /** Ends the subscription when its paid period ends; answers it as it now is. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** The provider's customer portal (payment method, receipts) for this customer. */
  portalUrl(customerId: string, subscriptionIds: string[]): Promise<string>;
  /** A short-lived link to the invoice PDF of a completed transaction. */
  invoiceUrl(transactionId: string): Promise<string>;
  /**
   * Asks for a full refund of a completed transaction (an adjustment); Paddle answers it pending
   * and approves it later, in an `adjustment.updated` notification.
   */
  refund(transactionId: string, reason: string): Promise<{ id: string; status: string }>;
}

/** A failure to reach the provider or an answer it refused: nothing changed on our side. */
export class ProviderError extends Error {}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** Our account id from the checkout's custom data; null when the event does not carry it. */
  userId: number | null;
  priceId: string | null;
  interval: BillingInterval | null;
  /** In the currency's smallest unit. */
  amount: string | null;
  currency: string | null;
  /** End of the period paid for (the next renewal while active). */
  currentPeriodEnd: string | null;
  /** When a cancellation scheduled for the period's end takes effect. */
  scheduledCancelAt: string | null;
  canceledAt: string | null;
  updatedAt: string;
}

export interface TransactionSnapshot {
  id: string;
  status: string;
  subscriptionId: string | null;
  userId: number | null;
  invoiceNumber: string | null;
  amount: string;
  currency: string;
  billedAt: string;
}

export interface BillingEvent {
  id: string;
  type: string;
  /** ISO time with milliseconds: events are applied in this order. */
  occurredAt: string;
  subscription?: SubscriptionSnapshot;
  transaction?: TransactionSnapshot;
  adjustment?: AdjustmentSnapshot;
}

/** A refund or credit of a transaction, as Paddle reports its progress. */
export interface AdjustmentSnapshot {
  id: string;
  /** "refund", "credit", "chargeback"… */
  action: string;
  /** "pending_approval", "approved", "rejected", "reversed". */
  status: string;
  transactionId: string;
}
