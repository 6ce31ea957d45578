import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoicesTable, SubscriptionsTable } from '../../db/types';
import type { SubscriptionSnapshot, TransactionSnapshot } from './billing-provider';
import { bestTerms, planOfSubscription, type PlanTerms } from './subscription-plan';

type Db = Kysely<Database>;

export type SubscriptionRecord = Selectable<SubscriptionsTable>;
export type InvoiceRecord = Selectable<InvoicesTable>;

/** Records an event id; false when it was seen before (a replay, or Paddle's retry). */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string; occurredAt: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('billing_events')
    .values({
      event_id: event.id,
      event_type: event.type,
      occurred_at: event.occurredAt,
      outcome: 'received',
      received_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setEventOutcome(db: Db, eventId: string, outcome: string): Promise<void> {
  await db.updateTable('billing_events').set({ outcome }).where('event_id', '=', eventId).execute();
}

export async function findEventOutcome(db: Db, eventId: string) {
  return db
    .selectFrom('billing_events')
    .select('outcome')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

export async function findAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'plan', 'plan_source', 'plan_ends_at', 'plan_paid_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findSubscription(db: Db, id: string) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listSubscriptions(db: Db, userId: number): Promise<SubscriptionRecord[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .execute();
}

/**
 * Stores the subscription as `snapshot` says, unless what is stored comes from a later moment:
 * the insert or update and the order check are one statement, so two deliveries at once cannot
 * both win. `at` is when the snapshot was true (the event's time). False: it was older.
 */
export async function storeSubscription(
  db: Db,
  snapshot: SubscriptionSnapshot,
  userId: number,
  at: string,
  now: Date,
): Promise<boolean> {
  const stored = await findSubscription(db, snapshot.id);
  // A canceled subscription comes without a billing period: the paid period is the one stored.
  const currentPeriodEnd = snapshot.currentPeriodEnd ?? stored?.current_period_end ?? null;
  const columns = {
    customer_id: snapshot.customerId,
    status: snapshot.status,
    price_id: snapshot.priceId ?? stored?.price_id ?? null,
    interval: snapshot.interval ?? stored?.interval ?? null,
    amount: snapshot.amount ?? stored?.amount ?? null,
    currency: snapshot.currency ?? stored?.currency ?? null,
    current_period_end: currentPeriodEnd,
    cancel_at_period_end: snapshot.scheduledCancelAt !== null ? (1 as const) : (0 as const),
    ends_at:
      snapshot.status === 'canceled'
        ? (currentPeriodEnd ?? snapshot.canceledAt)
        : snapshot.scheduledCancelAt,
    last_event_at: at,
    updated_at: now.toISOString(),
  };
  const result = await db
    .insertInto('subscriptions')
    .values({ id: snapshot.id, user_id: userId, created_at: now.toISOString(), ...columns })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet(columns).where('subscriptions.last_event_at', '<=', at),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The plan the account's subscriptions give it now. */
export async function termsFromSubscriptions(
  db: Db,
  userId: number,
  now: Date,
): Promise<PlanTerms> {
  const subscriptions = await listSubscriptions(db, userId);
  return bestTerms(
    subscriptions.map((row) =>
      planOfSubscription(
        {
          status: row.status,
          currentPeriodEnd: row.current_period_end,
          scheduledCancelAt: row.cancel_at_period_end === 1 ? row.ends_at : null,
          canceledAt: row.ends_at,
        },
        now,
      ),
    ),
  );
}

/**
 * Sets the plan a subscription gives, unless the operator granted one (`set-plan`), which no
 * webhook overrides while it lasts. False when the plan is a manual grant.
 */
export async function setBillingPlan(
  db: Db,
  userId: number,
  terms: PlanTerms,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      plan: terms.plan,
      plan_paid_until: terms.paidUntil,
      plan_ends_at: terms.endsAt,
      plan_source: 'billing',
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    // A grant with an end date (the console's) gives way to the subscriptions once it lapsed.
    .where((eb) =>
      eb.or([eb('plan_source', '<>', 'manual'), eb('plan_ends_at', '<=', now.toISOString())]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Hands an account's plan back from the operator to its subscriptions (`set-plan … billing`). */
export async function releaseManualPlan(db: Db, userId: number, now: Date): Promise<PlanTerms> {
  const terms = await termsFromSubscriptions(db, userId, now);
  const hasSubscription = (await listSubscriptions(db, userId)).length > 0;
  await db
    .updateTable('users')
    .set({
      plan: terms.plan,
      plan_paid_until: terms.paidUntil,
      plan_ends_at: terms.endsAt,
      plan_source: hasSubscription ? 'billing' : 'default',
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  return terms;
}

/** A completed payment, once (a retried event leaves the row as it was). */
export async function storeInvoice(
  db: Db,
  transaction: TransactionSnapshot,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('invoices')
    .values({
      id: transaction.id,
      user_id: userId,
      subscription_id: transaction.subscriptionId,
      invoice_number: transaction.invoiceNumber,
      amount: transaction.amount,
      currency: transaction.currency,
      billed_at: transaction.billedAt,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function listInvoices(db: Db, userId: number): Promise<InvoiceRecord[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('billed_at', 'desc')
    .limit(100)
    .execute();
}

/** The account a payment (a Paddle transaction) belongs to, while it has one. */
export async function findInvoiceOwner(db: Db, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('invoices')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function findInvoice(db: Db, userId: number, id: string) {
  return db
    .selectFrom('invoices')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The legal-retention rule of invoices (account-data/legal-retention.ts): a deleted account's
 * invoices stay, detached from it, with the buyer's name and country, for ten years after billing
 * (TTK Art. 82; VUK Art. 253 asks five).
 */
export async function detachInvoices(
  db: Db,
  account: { id: number; full_name: string; country: string },
): Promise<void> {
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'billed_at'])
    .where('user_id', '=', account.id)
    .execute();
  for (const invoice of invoices) {
    const until = new Date(invoice.billed_at);
    until.setUTCFullYear(until.getUTCFullYear() + 10);
    await db
      .updateTable('invoices')
      .set({
        user_id: null,
        buyer_name: account.full_name,
        buyer_country: account.country,
        retain_until: until.toISOString(),
      })
      .where('id', '=', invoice.id)
      .execute();
  }
}
