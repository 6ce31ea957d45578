import { plans, type Plan } from '@sinyal/contracts/plans';
import { paths } from '../../../config/paths';

/**
 * How each plan's card looks and where its button leads. What a plan includes, its limits and its
 * price come from the plan table (packages/contracts/src/plans.ts); the words from pricing.json.
 */
export interface PlanCard {
  id: Plan;
  popular: boolean;
  cta: { label: 'getStarted' | 'getPro' | 'contactSales'; to: string };
}

const ctas: Record<Plan, PlanCard['cta']> = {
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
