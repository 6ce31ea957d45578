import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdApiTokenSchema,
  type CreateApiTokenRequest,
} from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { securityKeys } from './security-keys';

/** POST /api/tokens: a named token with scopes and an optional expiry, readable only in this answer. */
export function useCreateTokenMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) =>
      apiRequest('/tokens', { method: 'POST', token, body, schema: createdApiTokenSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.tokens(token) }),
  });
}
