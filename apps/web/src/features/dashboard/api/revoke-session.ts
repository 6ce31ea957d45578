import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from './dashboard-keys';

/** DELETE /api/sessions/{id}: logs out one session of the account. */
export function useRevokeSessionMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/sessions/${id}`, { method: 'DELETE', token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.sessions(token) }),
  });
}
