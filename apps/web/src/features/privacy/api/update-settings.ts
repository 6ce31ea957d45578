import {
  accountSettingsSchema,
  type AccountSettingsUpdate,
} from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { privacyKeys } from './privacy-keys';

/** PUT /api/settings: either setting; the answer holds both. */
export function useUpdateSettingsMutation() {
  return useSessionMutation(
    (token, body: AccountSettingsUpdate) =>
      apiRequest(apiPaths.settings, { method: 'PUT', token, body, schema: accountSettingsSchema }),
    { stores: privacyKeys.settings },
  );
}
