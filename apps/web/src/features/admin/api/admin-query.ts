import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiPath } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The path with the non-empty values as its query string (`?q=ada&page=2`). */
export function withQuery(path: ApiPath, values: Record<string, string | number>): ApiPath {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A GET of the console with the session token. A page being turned keeps the previous page on
 * screen until the next one arrives, so the table does not jump to a spinner and back.
 */
export function useAdminQuery<S extends z.ZodType>(
  keyOf: (token: string | null) => QueryKey,
  path: ApiPath,
  schema: S,
) {
  const { token } = useSession();
  return useQuery({
    queryKey: keyOf(token),
    queryFn: ({ signal }) => apiRequest(path, { token, signal, schema }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    // The gate's first page of users is the Users tab's: shown as it is, not asked for again.
    // Every action reads the console's lists again itself (adminKeys.all).
    staleTime: 30_000,
  });
}
