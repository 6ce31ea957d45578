import { dashboardKeys } from './dashboard-keys';

/** Query keys of the Security, API Access and Privacy & Data tabs: under the dashboard's. */
export const securityKeys = {
  twoFactor: (token: string | null) => [...dashboardKeys.all(token), 'two-factor'] as const,
  tokens: (token: string | null) => [...dashboardKeys.all(token), 'tokens'] as const,
  settings: (token: string | null) => [...dashboardKeys.all(token), 'settings'] as const,
};
