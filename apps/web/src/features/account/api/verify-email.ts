import { queryOptions } from '@tanstack/react-query';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/verify-email with the single-use token of the link. A query rather than a mutation:
 * its answer is kept for the life of the page, so React's double effects in development, or
 * coming back to the screen, show it again instead of spending the link twice.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () =>
      apiRequest(apiPaths.verifyEmail, {
        method: 'POST',
        body: { token },
        schema: messageResponseSchema,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
