import { useCallback, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { emptyUserStats, type Profile, type UserStats } from '@sinyal/contracts/account';
import type { SessionsResponse } from '@sinyal/contracts/auth';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAuthorizedRequest } from '../../../lib/use-api';
import { dashboardKeys } from '../api/dashboard-keys';
import { getPremium } from '../api/get-premium';
import { getProfile } from '../api/get-profile';
import { getSessions } from '../api/get-sessions';
import { getUserStats } from '../api/get-user-stats';

export interface DashboardData {
  /** True until every load call has answered, successfully or not (spec §4). */
  loading: boolean;
  /** At least one load call failed. */
  failed: boolean;
  profile: Profile | null;
  isPremium: boolean;
  stats: UserStats;
  sessions: SessionsResponse | null;
  /** Loads everything again, spinner included. */
  retry: () => void;
  /** Loads the login history again (after a password change signs other sessions out). */
  refreshSessions: () => void;
}

/** The four load calls of the dashboard, in parallel; only with a session token (spec §5). */
export function useDashboardData(): DashboardData {
  const { t } = useTranslation('dashboard');
  const { token, user } = useSession();
  const request = useAuthorizedRequest();
  const queryClient = useQueryClient();

  // One toast per load, however many of the four calls fail. Raised where the call fails rather
  // than in an effect: a 401 signs the reader out, and this screen is gone before an effect runs.
  const reported = useRef(false);
  const load = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (!reported.current) {
          reported.current = true;
          notify.error(t('messages.loadFailed'));
        }
        throw error;
      }
    },
    [t],
  );

  const enabled = Boolean(token);
  const profile = useQuery({
    queryKey: dashboardKeys.profile(token),
    queryFn: ({ signal }) => load(() => getProfile(request, signal)),
    enabled,
  });
  const premium = useQuery({
    queryKey: dashboardKeys.premium(token),
    queryFn: ({ signal }) => load(() => getPremium(request, signal)),
    enabled,
  });
  const stats = useQuery({
    queryKey: dashboardKeys.stats(token),
    queryFn: ({ signal }) => load(() => getUserStats(request, signal)),
    enabled,
  });
  const sessions = useQuery({
    queryKey: dashboardKeys.sessions(token),
    queryFn: ({ signal }) => load(() => getSessions(request, signal)),
    enabled,
  });
  const all = [profile, premium, stats, sessions];

  const retry = useCallback(() => {
    reported.current = false;
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
    stats: stats.data ?? emptyUserStats,
    sessions: sessions.data ?? null,
    retry,
    refreshSessions,
  };
}

function profileOf(user: Profile): Profile {
  return {
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    company: user.company,
    sector: user.sector,
    country: user.country,
    created_at: user.created_at,
  };
}
