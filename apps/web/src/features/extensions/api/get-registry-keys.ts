import { queryOptions } from '@tanstack/react-query';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/keys`: the registry's public keys, which verify release signatures. */
export function registryKeysQueryOptions() {
  return queryOptions({
    queryKey: ['registry', 'keys'],
    queryFn: ({ signal }) => apiRequest(apiPaths.registryKeys, { signal, schema: jwksSchema }),
    staleTime: 5 * 60_000,
  });
}
