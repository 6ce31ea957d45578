import { queryOptions } from '@tanstack/react-query';
import { registryPaths } from '@sinyal/contracts/extension-registry';
import { env } from '../../../config/env';

/**
 * `GET /api/extensions/{id}/versions/{version}/signature`: the compact JWS as text (application/jose),
 * which apiRequest (JSON only) does not read.
 */
export function releaseSignatureQueryOptions(id: string, version: string) {
  return queryOptions({
    queryKey: ['registry', 'signature', id, version],
    queryFn: async ({ signal }) => {
      const path = registryPaths.signature(id, version).replace(/^\/api/, '');
      const response = await fetch(`${env.apiBase}${path}`, { signal });
      if (!response.ok) throw new Error(`signature of ${id} ${version}: ${response.status}`);
      return (await response.text()).trim();
    },
    staleTime: Infinity,
  });
}
