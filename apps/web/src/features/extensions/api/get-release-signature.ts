import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiText } from '../../../lib/api-client';

/** `GET /api/extensions/{id}/versions/{version}/signature`: the compact JWS as text (application/jose). */
export function releaseSignatureQueryOptions(id: string, version: string) {
  return queryOptions({
    queryKey: ['registry', 'signature', id, version],
    queryFn: async ({ signal }) => {
      return (await apiText(apiPaths.releaseSignature(id, version), { signal })).trim();
    },
    staleTime: Infinity,
  });
}
