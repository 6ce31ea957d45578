import { queryOptions } from '@tanstack/react-query';
import { pendingDeviceSchema } from '@sinyal/contracts/licence';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { activateKeys } from './activate-keys';

/**
 * POST /api/device/lookup: the device waiting behind a user code (docs/architecture.md §9). A read,
 * sent as POST so the code stays out of server logs; never retried, because every try of a code
 * counts against the limits.
 */
export function pendingDeviceQueryOptions(token: string | null, userCode: string) {
  return queryOptions({
    queryKey: activateKeys.pending(token, userCode),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.deviceLookup, {
        method: 'POST',
        token,
        signal,
        body: { user_code: userCode },
        schema: pendingDeviceSchema,
      }),
    enabled: Boolean(token),
    retry: false,
    // Looked up once per visit: not again while on screen, and afresh on the next visit, when it
    // may have been decided.
    staleTime: Infinity,
    gcTime: 0,
  });
}
