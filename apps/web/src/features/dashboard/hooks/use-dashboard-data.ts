import { useCallback } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { emptyUserStats, profileOf, type Profile, type UserStats } from '@sinyal/contracts/account';
import type { SessionsResponse } from '@sinyal/contracts/auth';
import type { PlanVia } from '@sinyal/contracts/orgs';
import type { Plan } from '@sinyal/contracts/plans';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { premiumQueryOptions } from '../api/get-premium';
import { profileQueryOptions } from '../api/get-profile';
import { sessionsQueryOptions } from '../api/get-sessions';
import { userStatsQueryOptions } from '../api/get-user-stats';

export interface DashboardData {
  /** True until every load call has answered, successfully or not (docs/product.md §4). */
  loading: boolean;
  /** At least one load call failed. */
  failed: boolean;
  profile: Profile | null;
  isPremium: boolean;
  /** The edition behind Free or Premium (docs/architecture.md §7). */
  plan: Plan;
  /** The organization whose seat gives that plan ("Enterprise via Acme"), or null: the account's own. */
  planVia: PlanVia;
  stats: UserStats;
  sessions: SessionsResponse | null;
  /** Loads everything again, spinner included. */
  retry: () => void;
  /** Loads the login history again (after a password change logs other sessions out). */
  refreshSessions: () => void;
}

/** The four load calls of the dashboard, in parallel; only with a session token (docs/product.md §5). */
export function useDashboardData(): DashboardData {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const [profile, premium, stats, sessions] = useQueries({
    queries: [
      profileQueryOptions(token),
      premiumQueryOptions(token),
      userStatsQueryOptions(token),
      sessionsQueryOptions(token),
    ],
  });
  const all = [profile, premium, stats, sessions];

  const retry = useCallback(() => {
    void queryClient.resetQueries({ queryKey: dashboardKeys.all(token) });
  }, [queryClient, token]);

  const refreshSessions = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.sessions(token) });
  }, [queryClient, token]);

  return {
    loading: all.some((query) => query.isPending),
    failed: all.some((query) => query.isError),
    // The validated session user carries the same fields: shown if the profile call failed.
    profile: profile.data ?? (user ? profileOf(user) : null),
    isPremium: premium.data?.is_premium ?? user?.is_premium ?? false,
    plan: premium.data?.plan ?? user?.plan ?? 'lite',
    planVia: premium.data?.plan_via ?? null,
    stats: stats.data ?? emptyUserStats,
    sessions: sessions.data ?? null,
    retry,
    refreshSessions,
  };
}
