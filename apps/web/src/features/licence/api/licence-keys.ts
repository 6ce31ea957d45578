import { dashboardKeys } from '../../../lib/dashboard-keys';

/** Query keys of the Billing & Plans tab's licence section: under the dashboard's. */
export const licenceKeys = {
  devices: (token: string | null) => [...dashboardKeys.all(token), 'devices'] as const,
};
