import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { securityKeys } from './security-keys';

/** DELETE /api/tokens/{id}: the token stops working at once. */
export function useRevokeTokenMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/tokens/${id}`, { method: 'DELETE', token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.tokens(token) }),
  });
}
