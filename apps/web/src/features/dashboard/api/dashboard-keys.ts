/**
 * Query keys of the dashboard's data. Each holds the session token, so one account's answers are
 * never shown to the next account signed in on the same page.
 */
export const dashboardKeys = {
  all: (token: string | null) => ['dashboard', token] as const,
  profile: (token: string | null) => ['dashboard', token, 'profile'] as const,
  premium: (token: string | null) => ['dashboard', token, 'premium'] as const,
  stats: (token: string | null) => ['dashboard', token, 'stats'] as const,
  sessions: (token: string | null) => ['dashboard', token, 'sessions'] as const,
};
