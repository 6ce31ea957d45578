import { queryOptions } from '@tanstack/react-query';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/email/confirm with the token of the link mailed to the new address. A query,
 * like the e-mail verification, so that showing the page again never spends the link twice.
 */
export function confirmEmailChangeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['email-change', 'confirm', token],
    queryFn: () =>
      apiRequest(apiPaths.emailChangeConfirm, {
        method: 'POST',
        body: { token },
        schema: messageResponseSchema,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
