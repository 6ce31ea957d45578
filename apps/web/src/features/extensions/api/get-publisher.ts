import { queryOptions } from '@tanstack/react-query';
import { publisherSchema } from '@sinyal/contracts/extensions-api';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/publishers/:name`: an author name and the extensions published under it. */
export function publisherQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['extensions', 'publisher', name],
    queryFn: ({ signal }) =>
      apiRequest(`/publishers/${encodeURIComponent(name)}`, { signal, schema: publisherSchema }),
  });
}
