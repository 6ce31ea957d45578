import { planIncludes, plans, type Plan } from '@sinyal/contracts/plans';
import { dashboardTabPaths, paths } from '../../../config/paths';

/**
 * How each plan's card looks and where its button leads. What a plan includes, its limits and its
 * price come from the plan table (packages/contracts/src/plans.ts); the words from pricing.json.
 */
export interface PlanCta {
  label: 'getStarted' | 'getPro' | 'contactSales' | 'managePlan';
  to: string;
}

export interface PlanCard {
  id: Plan;
  popular: boolean;
  cta: PlanCta;
}

const ctas: Record<Plan, PlanCta> = {
  lite: { label: 'getStarted', to: paths.download },
  // The checkout (docs/architecture.md §10) is on the dashboard route: no route of its own, so
  // the home page's route table stays as it is. Every buy button writes this address out.
  pro: { label: 'getPro', to: `${paths.dashboard}?checkout` },
  // The original design sent this to /download; a sales enquiry belongs on the contact page.
  enterprise: { label: 'contactSales', to: paths.contact },
};

export const planCards: readonly PlanCard[] = plans.map((id) => ({
  id,
  popular: id === 'pro',
  cta: ctas[id],
}));

/** Where a paid plan is managed: the dashboard's Billing & Plans tab. */
export const managePlanPath = dashboardTabPaths.billing;

/**
 * A card's button for a reader on `current` (null: signed out): their own paid plan is managed,
 * never bought again; a plan theirs already includes has no button; Lite still leads to the
 * download.
 */
export function planCta(plan: Plan, current: Plan | null): PlanCta | null {
  if (current === null) return ctas[plan];
  if (plan === current)
    return plan === 'lite' ? ctas.lite : { label: 'managePlan', to: managePlanPath };
  if (planIncludes(current, plan)) return null;
  return ctas[plan];
}
