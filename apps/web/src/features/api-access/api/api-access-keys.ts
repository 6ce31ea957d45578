import { dashboardKeys } from '../../../lib/dashboard-keys';

/** Query keys of the API Access tab: under the dashboard's. */
export const apiAccessKeys = {
  tokens: (token: string | null) => [...dashboardKeys.all(token), 'tokens'] as const,
};
