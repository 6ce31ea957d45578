import type { Plan } from '@sinyal/contracts/plans';
import type { SubscriptionStatus } from '@sinyal/contracts/billing';

/** What a subscription gives the account: a plan, the paid period's end, and when it stops. */
export interface PlanTerms {
  plan: Plan;
  /** End of the period paid for; leases never outlast it by more than the grace days. */
  paidUntil: string | null;
  /** The plan stops here without grace (a canceled subscription); null while it renews. */
  endsAt: string | null;
}

export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  /** A cancellation scheduled for the period's end. */
  scheduledCancelAt: string | null;
  canceledAt: string | null;
}

const lite: PlanTerms = { plan: 'lite', paidUntil: null, endsAt: null };

/**
 * The state → plan rule of docs/architecture.md §10: active and trialing give Pro (until a
 * scheduled cancellation, if any); past_due keeps Pro while Paddle retries the payment (the
 * dashboard warns, and leases stop at the paid period plus the grace days); canceled keeps Pro
 * until the paid period ends, then Lite; paused is Lite.
 */
export function planOfSubscription(state: SubscriptionState, now: Date): PlanTerms {
  switch (state.status) {
    case 'active':
    case 'trialing':
      return { plan: 'pro', paidUntil: state.currentPeriodEnd, endsAt: state.scheduledCancelAt };
    case 'past_due':
      return { plan: 'pro', paidUntil: state.currentPeriodEnd, endsAt: null };
    case 'canceled': {
      const end = state.currentPeriodEnd ?? state.canceledAt;
      if (end === null || Date.parse(end) <= now.getTime()) return lite;
      return { plan: 'pro', paidUntil: end, endsAt: end };
    }
    case 'paused':
      return lite;
  }
}

/**
 * The account's plan from all its subscriptions (a second purchase, an old canceled one): Pro if
 * any gives it, from the one that lasts longest (a renewing one first).
 */
export function bestTerms(all: readonly PlanTerms[]): PlanTerms {
  const pro = all.filter((terms) => terms.plan === 'pro');
  const lasting = (terms: PlanTerms) =>
    terms.endsAt === null ? Number.POSITIVE_INFINITY : Date.parse(terms.endsAt);
  return pro.sort((a, b) => lasting(b) - lasting(a))[0] ?? lite;
}
