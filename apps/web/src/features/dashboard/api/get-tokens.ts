import { queryOptions } from '@tanstack/react-query';
import { apiTokenListSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { loadFailedToast } from './dashboard-keys';
import { securityKeys } from './security-keys';

/** GET /api/tokens: the account's API tokens that still work (never the tokens themselves). */
export function tokensQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: securityKeys.tokens(token),
    queryFn: ({ signal }) => apiRequest('/tokens', { token, signal, schema: apiTokenListSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
