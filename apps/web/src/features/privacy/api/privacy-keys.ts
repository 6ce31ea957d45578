import { dashboardKeys } from '../../../lib/dashboard-keys';

/** Query keys of the Privacy & Data tab: under the dashboard's. */
export const privacyKeys = {
  settings: (token: string | null) => [...dashboardKeys.all(token), 'settings'] as const,
};
