import { queryOptions } from '@tanstack/react-query';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/keys`: the registry's public keys, which verify release signatures. */
export function registryKeysQueryOptions() {
  return queryOptions({
    queryKey: ['registry', 'keys'],
    queryFn: ({ signal }) => apiRequest('/keys', { signal, schema: jwksSchema }),
    staleTime: 5 * 60_000,
  });
}
