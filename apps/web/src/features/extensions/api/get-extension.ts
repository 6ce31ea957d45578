import { queryOptions } from '@tanstack/react-query';
import { extensionDetailSchema } from '@sinyal/contracts/extensions-api';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/extensions/:id`: one extension with its versions and manifest. */
export function extensionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['extensions', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.extension(id), {
        signal,
        schema: extensionDetailSchema,
      }),
  });
}
