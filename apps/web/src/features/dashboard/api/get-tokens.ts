import { apiTokenListSchema } from '@sinyal/contracts/account-security';
import { securityKeys } from './security-keys';
import { dashboardQueryOptions } from './dashboard-query';

/** GET /api/tokens: the account's API tokens that still work (never the tokens themselves). */
export function tokensQueryOptions(token: string | null) {
  return dashboardQueryOptions(securityKeys.tokens(token), '/tokens', apiTokenListSchema, token);
}
