import { useQueries, useQuery } from '@tanstack/react-query';
import type { ExtensionVersion } from '@sinyal/contracts/extensions-api';
import { registryKeysQueryOptions } from '../api/get-registry-keys';
import { releaseSignatureQueryOptions } from '../api/get-release-signature';
import { verifyRelease, type SignatureCheck } from '../lib/verify-release';

/** Each packaged version's signature, checked in the browser: verified, failed, or still checking. */
export function useSignatureChecks(
  id: string,
  versions: readonly ExtensionVersion[],
): ReadonlyMap<string, SignatureCheck | 'checking'> {
  const keys = useQuery(registryKeysQueryOptions());
  const packaged = versions.filter((version) => version.sha256 !== null && version.size !== null);
  const checks = useQueries({
    queries: packaged.map((version) => ({
      ...releaseSignatureQueryOptions(id, version.version),
      enabled: keys.isSuccess,
      select: undefined,
    })),
  });
  const verified = useQueries({
    queries: packaged.map((version, index) => {
      const jws = checks[index]?.data;
      return {
        queryKey: ['registry', 'verified', id, version.version, jws ?? null, keys.dataUpdatedAt],
        queryFn: () =>
          verifyRelease(jws ?? '', keys.data ?? { keys: [] }, {
            id,
            version: version.version,
            sha256: version.sha256 ?? '',
            size: version.size ?? -1,
          }),
        enabled: jws !== undefined && keys.isSuccess,
        staleTime: Infinity,
      };
    }),
  });
  return new Map(
    packaged.map((version, index) => {
      const failed = checks[index]?.isError || keys.isError;
      const result = verified[index]?.data;
      return [version.version, failed ? 'failed' : (result ?? 'checking')] as const;
    }),
  );
}
