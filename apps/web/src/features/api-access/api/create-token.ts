import {
  createdApiTokenSchema,
  type CreateApiTokenRequest,
} from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { apiAccessKeys } from './api-access-keys';

/** POST /api/tokens: a named token with scopes and an optional expiry, readable only in this answer. */
export function useCreateTokenMutation() {
  return useSessionMutation(
    (token, body: CreateApiTokenRequest) =>
      apiRequest(apiPaths.tokens, { method: 'POST', token, body, schema: createdApiTokenSchema }),
    { refreshes: [apiAccessKeys.tokens] },
  );
}
