import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeOthersResponseSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from './dashboard-keys';

/** POST /api/sessions/revoke-others: logs out every session but this one. */
export function useRevokeOtherSessionsMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/sessions/revoke-others', {
        method: 'POST',
        token,
        schema: revokeOthersResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.sessions(token) }),
  });
}
