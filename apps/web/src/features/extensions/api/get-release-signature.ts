import { queryOptions } from '@tanstack/react-query';
import { registryPaths } from '@sinyal/contracts/extension-registry';
import { apiText } from '../../../lib/api-client';

/** `GET /api/extensions/{id}/versions/{version}/signature`: the compact JWS as text (application/jose). */
export function releaseSignatureQueryOptions(id: string, version: string) {
  return queryOptions({
    queryKey: ['registry', 'signature', id, version],
    queryFn: async ({ signal }) => {
      const path = registryPaths.signature(id, version).replace(/^\/api/, '');
      return (await apiText(path, { signal })).trim();
    },
    staleTime: Infinity,
  });
}
