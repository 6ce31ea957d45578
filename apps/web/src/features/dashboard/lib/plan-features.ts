import { planLabel, plans, type Plan, type PlanLabel } from '@sinyal/contracts/plans';

/**
 * The feature comparison's columns (docs/product.md §1): every edition under the dashboard's name
 * for it, Free for Lite and Premium for Pro and Enterprise. Its rows are the plan table's
 * (comparisonRows in packages/contracts/src/plans.ts), the same as the pricing page's.
 */
export const planColumns: readonly { plan: Plan; label: PlanLabel }[] = plans.map((plan) => ({
  plan,
  label: planLabel(plan),
}));
