import { planIncludes, type Plan } from '@sinyal/contracts/plans';

/** What the agent may do under its licence (docs/architecture.md §9). */
export interface LicenceStatus {
  plan: Plan;
  /** When the lease the plan comes from ends (ISO time); null without a lease. */
  expires_at: string | null;
}

export interface Licence {
  status(): LicenceStatus;
  /** Whether the licence covers something that needs `needed` (an extension's mode). */
  allows(needed: Plan): boolean;
}

/** A licence fixed at one plan without a lease: an agent that was never activated runs Lite. */
export function fixedLicence(plan: Plan = 'lite'): Licence {
  return {
    status: () => ({ plan, expires_at: null }),
    allows: (needed) => planIncludes(plan, needed),
  };
}
