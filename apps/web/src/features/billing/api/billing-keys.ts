import { dashboardKeys } from '../../../lib/dashboard-keys';

/** Query keys of the Billing & Plans tab's subscription: under the dashboard's. */
export const billingKeys = {
  billing: (token: string | null) => [...dashboardKeys.all(token), 'billing'] as const,
};
