import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiPath } from '@sinyal/contracts/api-paths';
import { apiRequest } from './api-client';
import { loadFailedToast } from './dashboard-keys';
import { useSession } from './session';

/**
 * The options of a GET read with the session token: nothing is asked without one, and the answer
 * is parsed with its contracts schema.
 */
export function sessionQueryOptions<K extends QueryKey, S extends z.ZodType>(
  queryKey: K,
  path: ApiPath,
  schema: S,
  token: string | null,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { token, signal, schema }),
    enabled: Boolean(token),
  });
}

/** The query of such a GET, under the key `keyOf` makes of the current session's token. */
export function useSessionQuery<K extends QueryKey, S extends z.ZodType>(
  keyOf: (token: string | null) => K,
  path: ApiPath,
  schema: S,
) {
  const { token } = useSession();
  return useQuery(sessionQueryOptions(keyOf(token), path, schema, token));
}

/**
 * The options of a GET a dashboard card reads with the session token: nothing is asked without
 * one, the answer is parsed with its contracts schema, and a failure says so (loadFailedToast).
 */
export function dashboardQueryOptions<K extends QueryKey, S extends z.ZodType>(
  queryKey: K,
  path: ApiPath,
  schema: S,
  token: string | null,
) {
  return queryOptions({
    ...sessionQueryOptions(queryKey, path, schema, token),
    meta: loadFailedToast,
  });
}
