import { MutationObserver, QueryObserver, queryOptions } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { accountKeys } from './account-keys';
import { apiRequest } from './api-client';
import { queryClient } from './query-client';

// Loaded on demand by the session (session.tsx): a visitor without a token never downloads the
// query and schema libraries for it.

/** POST /api/auth/validate: the user behind a session token (docs/architecture.md §4). */
export function sessionUserQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountKeys.user(token),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.validate, { method: 'POST', token, signal, schema: sessionUserSchema }),
    // Asked once per token; a profile change refreshes it (update-profile.ts).
    staleTime: Infinity,
  });
}

export interface SessionCheck {
  user: SessionUser | null;
  /** The server has answered, or could not be reached. */
  settled: boolean;
}

/** Validates the token (once) and tells `listener` what is known now and whenever it changes. */
export function watchSessionUser(token: string, listener: (check: SessionCheck) => void) {
  const observer = new QueryObserver(queryClient, sessionUserQueryOptions(token));
  const tell = () => {
    const result = observer.getCurrentResult();
    listener({ user: result.data ?? null, settled: !result.isPending || result.isPaused });
  };
  const stop = observer.subscribe(tell);
  tell();
  return stop;
}

/** The user the login already knows, so it is not asked for again. */
export function rememberSessionUser(token: string, user: SessionUser): void {
  queryClient.setQueryData(accountKeys.user(token), user);
}

/** POST /api/logout: the server forgets the token, so a copy of it left anywhere stops working. */
export async function revokeSession(token: string): Promise<void> {
  const logout = new MutationObserver(queryClient, {
    mutationFn: (sessionToken: string) =>
      apiRequest(apiPaths.logout, { method: 'POST', token: sessionToken }),
  });
  await logout.mutate(token);
}

/** Nothing of an account stays in memory once it is logged out. */
export function forgetAccountData(): void {
  queryClient.removeQueries({ queryKey: accountKeys.all });
}
