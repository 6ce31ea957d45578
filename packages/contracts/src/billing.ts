import { z } from 'zod';
import { defineMessages } from './messages';
import { billingIntervals, plans } from './plans';

/**
 * Subscriptions and payments (docs/architecture.md §10): Paddle Billing sells Pro on our behalf;
 * the server opens its checkout, follows its webhooks and keeps the plan, the subscription and the
 * invoices; the dashboard's Billing tab reads them back.
 */

// ---------------------------------------------------------------------------------------------
// States

/** Paddle's subscription states, each with the plan it gives (see planOfSubscription on the server). */
export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'paused',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What the dashboard says about the account's billing: no subscription, or its state. */
export const billingStatuses = ['none', ...subscriptionStatuses] as const;
export type BillingStatus = (typeof billingStatuses)[number];

/** Where the account's plan comes from: a subscription, or the operator's `set-plan` (which wins). */
export const planSources = ['billing', 'manual', 'default'] as const;
export type PlanSource = (typeof planSources)[number];

// ---------------------------------------------------------------------------------------------
// Messages

const billing = defineMessages({
  billingNotConfigured:
    'Online payment is not set up on this server. An operator can grant a plan with: npm run admin -- set-plan <username|email> pro',
  billingProviderUnavailable:
    'The payment provider could not be reached. Nothing was charged; try again in a few minutes.',
  billingAlreadySubscribed:
    'This account already has a subscription: manage it in the dashboard (Billing & Plans)',
  billingManualPlan:
    'This account’s plan was granted by the operator, so it cannot be bought or changed here',
  billingNoSubscription: 'This account has no subscription',
  billingNotCancellable:
    'This subscription has already ended or is set to end at the close of its paid period',
  billingCancelScheduled:
    'Your subscription will end at the close of the paid period; Pro stays until then.',
  billingInvoiceNotFound: 'No invoice with this id on your account',
  billingSignatureInvalid: 'The Paddle-Signature header is missing, old or does not match the body',
  billingEventInvalid: 'The webhook body is not an event',
  billingIntervalInvalid: 'Choose "month" or "year"',
  billingPlanInvalid: 'Only the Pro plan can be bought online',
});

export const billingMessages = billing.texts;
export const billingCodes = billing.codes;
export const billingMessagesByCode = billing.byCode;
const m = billingCodes;

// ---------------------------------------------------------------------------------------------
// Requests and answers

export const checkoutRequestSchema = z.object({
  plan: z.literal('pro', { error: m.billingPlanInvalid }),
  interval: z.enum(billingIntervals, { error: m.billingIntervalInvalid }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ checkout_url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** Whether this server takes payments; public, so a buy button can say so before registration. */
export const billingAvailabilitySchema = z.object({ online_payment: z.boolean() });
export type BillingAvailability = z.infer<typeof billingAvailabilitySchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  /** Paddle's invoice number, once the transaction is billed. */
  number: z.string().nullable(),
  date: z.string(),
  /** In the currency's smallest unit, as Paddle gives it ("500" is $5.00). */
  amount: z.string(),
  currency: z.string(),
  /** The API address that answers the PDF's (short-lived) link. */
  url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingResponseSchema = z.object({
  /** The plan in force now. */
  plan: z.enum(plans),
  plan_source: z.enum(planSources),
  status: z.enum(billingStatuses),
  interval: z.enum(billingIntervals).nullable(),
  /** In the currency's smallest unit, as Paddle gives it. */
  price: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  /** The next renewal, or the end of the paid period when the subscription is ending. */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** When Pro stops (a canceled subscription, or one set to end): null while it renews. */
  ends_at: z.string().nullable(),
  /** Whether this server takes payments at all. */
  online_payment: z.boolean(),
  invoices: z.array(invoiceSchema),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

export const billingUrlResponseSchema = z.object({ url: z.url() });
export type BillingUrlResponse = z.infer<typeof billingUrlResponseSchema>;

export const invoiceParamsSchema = z.object({ id: z.string().min(1).max(64) });
