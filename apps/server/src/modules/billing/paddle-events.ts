import { z } from 'zod';
import { subscriptionStatuses } from '@sinyal/contracts/billing';
import type { BillingInterval } from '@sinyal/contracts/plans';
import type { BillingEvent, SubscriptionSnapshot, TransactionSnapshot } from './billing-provider';

/**
 * The parts of a Paddle Billing notification the billing code reads, as Paddle sends them (snake
 * case). Read only after the signature has been checked; anything else in the body is ignored.
 */
const id = z.string().min(1).max(100);
const time = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)));
const customData = z
  .looseObject({ user_id: z.union([z.string().max(20), z.number()]).optional() })
  .nullable()
  .optional();

const subscriptionData = z.looseObject({
  id,
  status: z.enum(subscriptionStatuses),
  customer_id: id,
  custom_data: customData,
  updated_at: time,
  canceled_at: time.nullable().optional(),
  current_billing_period: z.looseObject({ ends_at: time }).nullable().optional(),
  scheduled_change: z
    .looseObject({ action: z.string().max(40), effective_at: time })
    .nullable()
    .optional(),
  items: z
    .array(
      z.looseObject({
        price: z
          .looseObject({
            id,
            unit_price: z
              .looseObject({ amount: z.string().max(20), currency_code: z.string().max(3) })
              .nullable()
              .optional(),
            billing_cycle: z
              .looseObject({ interval: z.string().max(10), frequency: z.number() })
              .nullable()
              .optional(),
          })
          .nullable()
          .optional(),
      }),
    )
    .max(50)
    .optional(),
});

const transactionData = z.looseObject({
  id,
  status: z.string().max(40),
  subscription_id: id.nullable().optional(),
  custom_data: customData,
  invoice_number: z.string().max(100).nullable().optional(),
  currency_code: z.string().max(3),
  billed_at: time.nullable().optional(),
  created_at: time,
  details: z
    .looseObject({ totals: z.looseObject({ grand_total: z.string().max(20) }).nullable() })
    .nullable()
    .optional(),
});

const adjustmentData = z.looseObject({
  id,
  action: z.string().max(40),
  status: z.string().max(40),
  transaction_id: id,
});

const eventSchema = z.looseObject({
  event_id: id,
  event_type: z.string().min(1).max(100),
  occurred_at: time,
  data: z.looseObject({}),
});

/** Our account id as the checkout tagged it; null for anything that is not one. */
function userIdOf(data: z.infer<typeof customData>): number | null {
  const raw = data?.user_id;
  const text = typeof raw === 'number' ? String(raw) : raw;
  return text !== undefined && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null | undefined) => (value ? iso(value) : null);

/** Only yearly and monthly prices are sold; any other cycle is kept as unknown. */
function intervalOf(cycle: { interval: string; frequency: number } | null | undefined) {
  if (cycle?.frequency !== 1) return null;
  return cycle.interval === 'month' || cycle.interval === 'year'
    ? (cycle.interval as BillingInterval)
    : null;
}

function subscriptionOf(data: z.infer<typeof subscriptionData>): SubscriptionSnapshot {
  const price = data.items?.[0]?.price ?? null;
  const cancel = data.scheduled_change?.action === 'cancel' ? data.scheduled_change : null;
  return {
    id: data.id,
    customerId: data.customer_id,
    status: data.status,
    userId: userIdOf(data.custom_data),
    priceId: price?.id ?? null,
    interval: intervalOf(price?.billing_cycle),
    amount: price?.unit_price?.amount ?? null,
    currency: price?.unit_price?.currency_code ?? null,
    currentPeriodEnd: isoOrNull(data.current_billing_period?.ends_at),
    scheduledCancelAt: isoOrNull(cancel?.effective_at),
    canceledAt: isoOrNull(data.canceled_at),
    updatedAt: iso(data.updated_at),
  };
}

function transactionOf(data: z.infer<typeof transactionData>): TransactionSnapshot {
  return {
    id: data.id,
    status: data.status,
    subscriptionId: data.subscription_id ?? null,
    userId: userIdOf(data.custom_data),
    invoiceNumber: data.invoice_number ?? null,
    amount: data.details?.totals?.grand_total ?? '0',
    currency: data.currency_code,
    billedAt: iso(data.billed_at ?? data.created_at),
  };
}

/**
 * A verified body as an event; null when it is not one. Subscription and transaction events carry
 * their entity; other event types are read only for their id (and then ignored).
 */
export function parsePaddleEvent(body: unknown): BillingEvent | null {
  const event = eventSchema.safeParse(body);
  if (!event.success) return null;
  const { event_id, event_type, occurred_at, data } = event.data;
  const base = { id: event_id, type: event_type, occurredAt: iso(occurred_at) };
  if (event_type.startsWith('subscription.')) {
    const subscription = subscriptionData.safeParse(data);
    return subscription.success
      ? { ...base, subscription: subscriptionOf(subscription.data) }
      : null;
  }
  if (event_type.startsWith('transaction.')) {
    const transaction = transactionData.safeParse(data);
    return transaction.success ? { ...base, transaction: transactionOf(transaction.data) } : null;
  }
  if (event_type.startsWith('adjustment.')) {
    const adjustment = adjustmentData.safeParse(data);
    if (!adjustment.success) return null;
    const { action, status, transaction_id } = adjustment.data;
    return {
      ...base,
      adjustment: { id: adjustment.data.id, action, status, transactionId: transaction_id },
    };
  }
  return base;
}

/** A subscription as Paddle's API answers it (the SDK's camel-case entity) in our terms. */
export function subscriptionFromApi(entity: {
  id: string;
  status: string;
  customerId: string;
  customData: Record<string, unknown> | null;
  updatedAt: string;
  canceledAt: string | null;
  currentBillingPeriod: { endsAt: string } | null;
  scheduledChange: { action: string; effectiveAt: string } | null;
  items: {
    price: {
      id: string;
      unitPrice: { amount: string; currencyCode: string } | null;
      billingCycle: { interval: string; frequency: number } | null;
    } | null;
  }[];
}): SubscriptionSnapshot | null {
  const parsed = subscriptionData.safeParse({
    id: entity.id,
    status: entity.status,
    customer_id: entity.customerId,
    custom_data: entity.customData,
    updated_at: entity.updatedAt,
    canceled_at: entity.canceledAt,
    current_billing_period: entity.currentBillingPeriod && {
      ends_at: entity.currentBillingPeriod.endsAt,
    },
    scheduled_change: entity.scheduledChange && {
      action: entity.scheduledChange.action,
      effective_at: entity.scheduledChange.effectiveAt,
    },
    items: entity.items.map((item) => ({
      price: item.price && {
        id: item.price.id,
        unit_price: item.price.unitPrice && {
          amount: item.price.unitPrice.amount,
          currency_code: item.price.unitPrice.currencyCode,
        },
        billing_cycle: item.price.billingCycle,
      },
    })),
  });
  return parsed.success ? subscriptionOf(parsed.data) : null;
}
