import { queryOptions } from '@tanstack/react-query';
import { publisherSchema } from '@sinyal/contracts/extensions-api';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/publishers/:name`: an author name and the extensions published under it. */
export function publisherQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['extensions', 'publisher', name],
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.publisher(name), { signal, schema: publisherSchema }),
  });
}
