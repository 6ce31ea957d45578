import type {
  BillingResponse,
  BillingStatus,
  CheckoutRequest,
  SubscriptionStatus,
} from '@sinyal/contracts/billing';
import { billingCodes as m } from '@sinyal/contracts/billing';
import type { SessionUser } from '@sinyal/contracts/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { ownPlanInForce } from '../users/plan-in-force';
import { recordAudit } from '../audit/audit.service';
import {
  ProviderError,
  type AdjustmentSnapshot,
  type BillingEvent,
  type BillingProvider,
  type SubscriptionSnapshot,
} from './billing-provider';
import {
  findAccount,
  findInvoice,
  findInvoiceOwner,
  findSubscription,
  listInvoices,
  listSubscriptions,
  recordEvent,
  setBillingPlan,
  setEventOutcome,
  storeInvoice,
  storeSubscription,
  termsFromSubscriptions,
  type SubscriptionRecord,
} from './billing.repository';

/** What became of a webhook event (kept in billing_events, answered to Paddle, logged). */
// What other modules read or change of an account's billing (the data export, account deletion,
// the admin command): they come here, never to billing.repository.
export {
  detachInvoices,
  listInvoices,
  listSubscriptions,
  releaseManualPlan,
} from './billing.repository';

export type EventOutcome =
  'applied' | 'replayed' | 'stale' | 'ignored' | 'unknown_account' | 'manual_plan';

/** A subscription that can still bill or be resumed: one per account at a time. */
const live: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'paused'];

/** The account's subscription to show and act on: a live one first, else the latest. */
function currentSubscription(all: SubscriptionRecord[]): SubscriptionRecord | undefined {
  return all.find((row) => live.includes(row.status)) ?? all[0];
}

/**
 * Checkout, webhooks, the billing view, cancel and the portal (docs/architecture.md §10).
 * `provider` is undefined when this server has no Paddle settings: then every action that needs
 * it answers `billing_not_configured`, and plans come from `npm run admin -- set-plan`.
 */
export function createBillingService(
  ctx: AppContext,
  provider: BillingProvider | undefined,
  log: FastifyBaseLogger,
) {
  const { db, clock, config } = ctx;

  function needProvider(): BillingProvider {
    if (!provider) throw AppError.of(m.billingNotConfigured, 503);
    return provider;
  }

  async function callProvider<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ProviderError) {
        log.warn({ err: error }, 'billing provider call failed');
        throw AppError.of(m.billingProviderUnavailable, 503);
      }
      throw error;
    }
  }

  /** Stores a subscription's state as of `at` and sets the account's plan from it. */
  async function applySubscription(
    trx: typeof db,
    snapshot: SubscriptionSnapshot,
    userId: number,
    at: string,
  ): Promise<EventOutcome> {
    const now = clock.now();
    if (!(await storeSubscription(trx, snapshot, userId, at, now))) return 'stale';
    const terms = await termsFromSubscriptions(trx, userId, now);
    return (await setBillingPlan(trx, userId, terms, now)) ? 'applied' : 'manual_plan';
  }

  /**
   * A refund changes the plan only once Paddle approves it (docs/architecture.md §15): the
   * payment is given back, so what it paid for ends now (unless the operator granted a plan).
   * Asking for it (`refund`) and a pending or rejected adjustment change nothing.
   */
  async function applyAdjustment(
    trx: typeof db,
    adjustment: AdjustmentSnapshot,
  ): Promise<EventOutcome> {
    if (adjustment.action !== 'refund' || adjustment.status !== 'approved') return 'ignored';
    const userId = await findInvoiceOwner(trx, adjustment.transactionId);
    if (userId === null || !(await findAccount(trx, userId))) return 'unknown_account';
    const now = clock.now();
    const ended = { plan: 'lite' as const, paidUntil: null, endsAt: null };
    const applied = await setBillingPlan(trx, userId, ended, now);
    await recordAudit(trx, {
      at: now,
      actorId: null,
      action: 'user.refund_approved',
      targetType: 'user',
      targetId: userId,
      reason: `Paddle approved refund ${adjustment.id} of ${adjustment.transactionId}`,
    });
    return applied ? 'applied' : 'manual_plan';
  }

  async function applyEvent(trx: typeof db, event: BillingEvent): Promise<EventOutcome> {
    if (event.subscription) {
      const snapshot = event.subscription;
      const stored = await findSubscription(trx, snapshot.id);
      const userId = stored?.user_id ?? snapshot.userId;
      if (userId === null || !(await findAccount(trx, userId))) return 'unknown_account';
      return applySubscription(trx, snapshot, userId, event.occurredAt);
    }
    if (event.adjustment) return applyAdjustment(trx, event.adjustment);
    if (event.transaction && event.type === 'transaction.completed') {
      const transaction = event.transaction;
      const subscription = transaction.subscriptionId
        ? await findSubscription(trx, transaction.subscriptionId)
        : undefined;
      const userId = subscription?.user_id ?? transaction.userId;
      if (userId === null || !(await findAccount(trx, userId))) return 'unknown_account';
      await storeInvoice(trx, transaction, userId, clock.now());
      return 'applied';
    }
    return 'ignored';
  }

  async function view(userId: number): Promise<BillingResponse> {
    const now = clock.now();
    const [account, subscriptions, invoices] = await Promise.all([
      findAccount(db, userId),
      listSubscriptions(db, userId),
      listInvoices(db, userId),
    ]);
    if (!account) throw AppError.of(m.billingNoSubscription, 404);
    const current = currentSubscription(subscriptions);
    const status: BillingStatus = current?.status ?? 'none';
    return {
      // The account's own plan: what its subscription or a grant gives (a seat shows in /api/premium).
      plan: ownPlanInForce(account, now),
      plan_source: account.plan_source,
      status,
      interval: current?.interval ?? null,
      price:
        current?.amount && current.currency
          ? { amount: current.amount, currency: current.currency }
          : null,
      current_period_end: current ? (current.current_period_end ?? current.ends_at) : null,
      cancel_at_period_end: current?.cancel_at_period_end === 1,
      ends_at: current?.ends_at ?? null,
      online_payment: provider !== undefined,
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.invoice_number,
        date: invoice.billed_at,
        amount: invoice.amount,
        currency: invoice.currency,
        url: `/api/billing/invoices/${encodeURIComponent(invoice.id)}`,
      })),
    };
  }

  return {
    onlinePayment: provider !== undefined,

    async checkout(user: SessionUser, request: CheckoutRequest): Promise<{ checkout_url: string }> {
      const paddle = needProvider();
      const account = await findAccount(db, user.id);
      if (account?.plan_source === 'manual') throw AppError.of(m.billingManualPlan, 409);
      const subscriptions = await listSubscriptions(db, user.id);
      if (subscriptions.some((row) => live.includes(row.status))) {
        throw AppError.of(m.billingAlreadySubscribed, 409);
      }
      const priceId = config.paddle?.prices[request.interval] ?? '';
      const checkoutUrl = await callProvider(() =>
        paddle.createCheckout({ priceId, userId: user.id }),
      );
      return { checkout_url: checkoutUrl };
    },

    /**
     * A webhook: the signature is checked over the raw body before anything is read; then the
     * event is applied once (by id) and only if it is newer than what is stored.
     */
    async webhook(
      rawBody: string,
      signature: string | undefined,
    ): Promise<{ event_id: string; outcome: EventOutcome }> {
      const paddle = needProvider();
      const event = await paddle.readEvent(rawBody, signature);
      if (event === 'bad_signature') throw AppError.of(m.billingSignatureInvalid, 400);
      if (event === 'not_an_event') throw AppError.of(m.billingEventInvalid, 400);
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await recordEvent(trx, event, clock.now()))) return 'replayed' as const;
        const result = await applyEvent(trx, event);
        await setEventOutcome(trx, event.id, result);
        return result;
      });
      return { event_id: event.id, outcome };
    },

    view: (user: SessionUser) => view(user.id),

    async cancel(user: SessionUser): Promise<BillingResponse> {
      const paddle = needProvider();
      const current = currentSubscription(await listSubscriptions(db, user.id));
      if (!current) throw AppError.of(m.billingNoSubscription, 404);
      if (
        !live.includes(current.status) ||
        current.status === 'paused' ||
        current.cancel_at_period_end === 1
      ) {
        throw AppError.of(m.billingNotCancellable, 409);
      }
      const snapshot = await callProvider(() => paddle.cancelAtPeriodEnd(current.id));
      // Shown at once; the webhook that follows carries the same state and changes nothing.
      await db
        .transaction()
        .execute((trx) => applySubscription(trx, snapshot, user.id, snapshot.updatedAt));
      return view(user.id);
    },

    /**
     * Before an account is deleted: every subscription that would renew is set to end with its
     * paid period, so nothing is charged after the account is gone. Without the Paddle settings
     * there is nothing this server can call; the operator is told in the log to cancel by hand.
     */
    async stopRenewals(userId: number): Promise<void> {
      const renewing = (await listSubscriptions(db, userId)).filter(
        // A paused subscription charges nothing until it is resumed, which needs the account.
        (row) =>
          live.includes(row.status) && row.status !== 'paused' && row.cancel_at_period_end !== 1,
      );
      if (renewing.length === 0) return;
      if (!provider) {
        log.warn(
          { userId, subscriptions: renewing.map((row) => row.id) },
          'account deleted with a renewing subscription and no Paddle settings: cancel it in Paddle',
        );
        return;
      }
      for (const row of renewing) {
        await callProvider(() => provider.cancelAtPeriodEnd(row.id));
      }
    },

    async portal(user: SessionUser): Promise<{ url: string }> {
      const paddle = needProvider();
      const subscriptions = await listSubscriptions(db, user.id);
      const current = currentSubscription(subscriptions);
      if (!current) throw AppError.of(m.billingNoSubscription, 404);
      const open = subscriptions
        .filter((row) => row.customer_id === current.customer_id && row.status !== 'canceled')
        .map((row) => row.id);
      const url = await callProvider(() => paddle.portalUrl(current.customer_id, open));
      return { url };
    },

    /**
     * The operator asks Paddle to refund one of the account's payments in full; the plan stays as
     * it is until Paddle's webhook approves the refund (applyAdjustment).
     */
    async refund(userId: number, transactionId: string, reason: string) {
      if (!provider) throw AppError.of('refund_unavailable', 503);
      if (!(await findInvoice(db, userId, transactionId))) {
        throw AppError.of('admin_transaction_not_found', 404, {
          params: { transaction_id: transactionId },
        });
      }
      return callProvider(() => provider.refund(transactionId, reason));
    },

    async invoice(user: SessionUser, invoiceId: string): Promise<{ url: string }> {
      const paddle = needProvider();
      if (!(await findInvoice(db, user.id, invoiceId))) {
        throw AppError.of(m.billingInvoiceNotFound, 404);
      }
      const url = await callProvider(() => paddle.invoiceUrl(invoiceId));
      return { url };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
