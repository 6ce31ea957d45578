import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountSettingsSchema,
  type AccountSettingsUpdate,
} from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

import { securityKeys } from './security-keys';

/** PUT /api/settings: either setting; the answer holds both. */
export function useUpdateSettingsMutation() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AccountSettingsUpdate) =>
      apiRequest('/settings', {
        method: 'PUT',
        token,
        body: changes,
        schema: accountSettingsSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(securityKeys.settings(token), saved),
  });
}
