import type { QueryMeta } from '@tanstack/react-query';
import { accountKeys } from './account-keys';

/** Query keys of the dashboard's data: under the account's token (lib/account-keys.ts). */
export const dashboardKeys = {
  all: (token: string | null) => [...accountKeys.ofToken(token), 'dashboard'] as const,
  profile: (token: string | null) => [...dashboardKeys.all(token), 'profile'] as const,
  premium: (token: string | null) => [...dashboardKeys.all(token), 'premium'] as const,
  stats: accountKeys.figures,
  sessions: (token: string | null) => [...dashboardKeys.all(token), 'sessions'] as const,
  /** Read by the Security tab and by the Privacy & Data tab's account deletion. */
  twoFactor: (token: string | null) => [...dashboardKeys.all(token), 'two-factor'] as const,
};

/** docs/product.md §8: any failed load says "Failed to load dashboard data", once (lib/query-client.ts). */
export const loadFailedToast: QueryMeta = { errorToast: 'dashboard:messages.loadFailed' };
