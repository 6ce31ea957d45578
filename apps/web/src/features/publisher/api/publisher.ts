import { apiPaths } from '@sinyal/contracts/api-paths';
import { deprecationSchema, registryVersionSchema } from '@sinyal/contracts/extension-registry';
import { extensionStatsSchema, myExtensionsSchema } from '@sinyal/contracts/publisher';
import { accountKeys } from '../../../lib/account-keys';
import { apiRequest } from '../../../lib/api-client';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';

const extensionsKey = (token: string | null) =>
  [...accountKeys.ofToken(token), 'publisher', 'extensions'] as const;

/** `GET /api/user/extensions`: what the signed-in account published. */
export function useMyExtensions() {
  return useSessionQuery(extensionsKey, apiPaths.myExtensions, myExtensionsSchema);
}

/** `GET /api/extensions/{id}/stats`: downloads per day, 90 days. */
export function useExtensionStats(id: string) {
  return useSessionQuery(
    (token) => [...accountKeys.ofToken(token), 'publisher', 'stats', id] as const,
    apiPaths.extensionStats(id),
    extensionStatsSchema,
  );
}

const refreshes = { refreshes: [extensionsKey] };

export function useYankMutation(id: string) {
  return useSessionMutation(
    (token, { version, reason }: { version: string; reason: string | null }) =>
      apiRequest(apiPaths.releaseYank(id, version), {
        method: reason === null ? 'DELETE' : 'POST',
        ...(reason === null ? {} : { body: { reason } }),
        token,
        schema: registryVersionSchema,
      }),
    refreshes,
  );
}

export function useDeprecateMutation(id: string) {
  return useSessionMutation(async (token, reason: string | null) => {
    if (reason === null) {
      await apiRequest(apiPaths.extensionDeprecation(id), { method: 'DELETE', token });
      return null;
    }
    return apiRequest(apiPaths.extensionDeprecation(id), {
      method: 'PUT',
      body: { reason },
      token,
      schema: deprecationSchema,
    });
  }, refreshes);
}
