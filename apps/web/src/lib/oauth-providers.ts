import { queryOptions, useQuery } from '@tanstack/react-query';
import { oauthProvidersResponseSchema } from '@sinyal/contracts/oauth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from './api-client';

/**
 * GET /api/oauth/providers: the sign-in providers this server has settings for
 * (docs/architecture.md §3). One query for the sign-in page's buttons and the Security tab's links.
 */
export function oauthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['oauth', 'providers'] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.oauthProviders, { signal, schema: oauthProvidersResponseSchema }),
    // The list changes only when the server's settings do.
    staleTime: 10 * 60_000,
  });
}

export function useOAuthProviders() {
  return useQuery(oauthProvidersQueryOptions());
}
