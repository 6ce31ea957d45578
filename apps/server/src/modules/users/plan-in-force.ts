import type { Plan } from '@sinyal/contracts/plans';

/**
 * The plan an account has now: its stored plan, unless that plan has an end (a canceled
 * subscription's paid period, migration 0007) which has passed; then Lite. The session user,
 * `/api/premium` and leases all read it, so a plan that ends does so everywhere at once.
 */
export function planInForce(account: { plan: Plan; plan_ends_at: string | null }, now: Date): Plan {
  if (account.plan_ends_at !== null && Date.parse(account.plan_ends_at) <= now.getTime()) {
    return 'lite';
  }
  return account.plan;
}
