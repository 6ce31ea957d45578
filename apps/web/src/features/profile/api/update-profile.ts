import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@sinyal/contracts/account';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { accountKeys } from '../../../lib/account-keys';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from '../../../lib/dashboard-keys';

/** PUT /api/profile with the whole profile object (docs/product.md §3); the server changes full_name and company only. */
export function useUpdateProfileMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) =>
      apiRequest(apiPaths.profile, { method: 'PUT', body: profile, token, schema: profileSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.profile(token), saved);
      // The header greets the reader by the name just saved.
      void queryClient.invalidateQueries({ queryKey: accountKeys.user(token) });
    },
  });
}
