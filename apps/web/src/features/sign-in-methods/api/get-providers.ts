import { apiPaths } from '@sinyal/contracts/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { oauthProvidersResponseSchema } from '@sinyal/contracts/oauth';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/oauth/providers: the providers this server can link (none without their settings). */
function providersQueryOptions() {
  return queryOptions({
    queryKey: ['oauth', 'providers'] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.oauthProviders, { signal, schema: oauthProvidersResponseSchema }),
    staleTime: 10 * 60_000,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}
