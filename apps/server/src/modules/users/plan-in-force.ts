import { plans, type Plan } from '@sinyal/contracts/plans';
import type { SeatColumns } from '../../db/best-seat';

/** Where a plan in force comes from when it is an organization's seat ("Enterprise via Acme"). */
export interface PlanVia {
  org_slug: string;
  org_name: string;
}

/**
 * The plan an account holds itself: its stored plan, unless that plan has an end (a canceled
 * subscription's paid period, migration 0007) which has passed; then Lite.
 */
export function ownPlanInForce(
  account: { plan: Plan; plan_ends_at: string | null },
  now: Date,
): Plan {
  if (account.plan_ends_at !== null && Date.parse(account.plan_ends_at) <= now.getTime()) {
    return 'lite';
  }
  return account.plan;
}

/**
 * Whether the account's best seat (db/best-seat.ts) gives Enterprise now: its organization's
 * seats have not ended, and under the 2FA policy the account has 2FA on.
 */
export function seatActive(seat: SeatColumns, now: Date): boolean {
  if (seat.seat_org_slug === null) return false;
  if (seat.seat_ends_at !== null && Date.parse(seat.seat_ends_at) <= now.getTime()) return false;
  return seat.seat_require_2fa !== 1 || seat.seat_holder_totp_at !== null;
}

/**
 * The plan an account has now, and where it comes from: the higher of its own plan and an
 * Enterprise seat's. The session user (validate, premium, the marketplace), leases and billing
 * all read it, so a plan that ends, or a seat that is taken back, does so everywhere at once.
 */
export function planWithSource(
  account: { plan: Plan; plan_ends_at: string | null } & SeatColumns,
  now: Date,
): { plan: Plan; via: PlanVia | null } {
  const own = ownPlanInForce(account, now);
  if (!seatActive(account, now) || plans.indexOf(own) >= plans.indexOf('enterprise')) {
    return { plan: own, via: null };
  }
  return {
    plan: 'enterprise',
    via: { org_slug: account.seat_org_slug ?? '', org_name: account.seat_org_name ?? '' },
  };
}

/** The plan in force (see `planWithSource`). */
export function planInForce(
  account: { plan: Plan; plan_ends_at: string | null } & SeatColumns,
  now: Date,
): Plan {
  return planWithSource(account, now).plan;
}
