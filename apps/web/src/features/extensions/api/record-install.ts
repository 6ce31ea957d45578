import { extensionInstallResponseSchema } from '@sinyal/contracts/extensions-api';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/**
 * `POST /api/extensions/:id/installs`: tells the server the logged-in user installed an extension
 * (the dashboard counts it). Without a session there is nobody to count it for.
 */
export function useRecordInstallMutation() {
  return useSessionMutation((token, id: string) =>
    apiRequest(`/extensions/${encodeURIComponent(id)}/installs`, {
      method: 'POST',
      token,
      schema: extensionInstallResponseSchema,
    }),
  );
}
