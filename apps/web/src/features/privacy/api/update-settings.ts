import {
  accountSettingsSchema,
  type AccountSettingsUpdate,
} from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { privacyKeys } from './privacy-keys';

/** PUT /api/settings: either setting; the answer holds both. */
export function useUpdateSettingsMutation() {
  return useSessionMutation(
    (token, body: AccountSettingsUpdate) =>
      apiRequest('/settings', { method: 'PUT', token, body, schema: accountSettingsSchema }),
    { stores: privacyKeys.settings },
  );
}
