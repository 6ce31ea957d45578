import { apiTokenListSchema } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiAccessKeys } from './api-access-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/tokens: the account's API tokens that still work (never the tokens themselves). */
export function tokensQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    apiAccessKeys.tokens(token),
    apiPaths.tokens,
    apiTokenListSchema,
    token,
  );
}
