import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from './session';

/** A query key of the signed-in account's data; it holds the token (lib/account-keys.ts). */
type KeyOfToken = (token: string | null) => QueryKey;

interface SessionMutationOptions {
  /** The query whose data the answer replaces, for an answer that is the new state itself. */
  stores?: KeyOfToken;
  /** Queries the change makes stale: read again once it succeeded; the mutation waits for them. */
  refreshes?: readonly KeyOfToken[];
  /**
   * Queries read again whether or not it succeeded: a refused revoke often means the thing is
   * already gone, which the list should show.
   */
  refreshesAfterAny?: readonly KeyOfToken[];
}

/**
 * A request the signed-in reader makes with the session token, and what it makes the account's
 * queries show afterwards.
 */
export function useSessionMutation<TVariables = void, TAnswer = unknown>(
  send: (token: string | null, variables: TVariables) => Promise<TAnswer>,
  { stores, refreshes = [], refreshesAfterAny = [] }: SessionMutationOptions = {},
) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const refresh = (keys: readonly KeyOfToken[]) =>
    Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: key(token) })));
  return useMutation({
    mutationFn: (variables: TVariables) => send(token, variables),
    onSuccess: (answer) => {
      if (stores) queryClient.setQueryData(stores(token), answer);
      return refresh(refreshes);
    },
    onSettled: () => refresh(refreshesAfterAny),
  });
}
