import { apiPaths } from '@sinyal/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { oauthExchangeResponseSchema } from '@sinyal/contracts/oauth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/oauth/exchange (docs/architecture.md §16): the one-time code the callback put in this
 * page's address, traded for a session, the second step, a sign-up or a link. A query keyed by the
 * code, so the code is sent once however often the page renders (it counts once on the server);
 * the session the page holds, if any, goes with it.
 */
export function exchangeQueryOptions(code: string | null, token: string | null) {
  return queryOptions({
    queryKey: ['oauth', 'exchange', code] as const,
    queryFn: () =>
      apiRequest(apiPaths.oauthExchange, {
        method: 'POST',
        body: { code },
        // A link's end needs the session that asked for it (docs/architecture.md §16).
        token,
        schema: oauthExchangeResponseSchema,
      }),
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useExchangeCode(code: string | null, token: string | null) {
  return useQuery(exchangeQueryOptions(code, token));
}
