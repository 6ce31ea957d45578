import { extensionInstallResponseSchema } from '@sinyal/contracts/extensions-api';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { accountKeys } from '../../../lib/account-keys';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/**
 * `POST /api/extensions/:id/installs`: tells the server the logged-in user installed an extension
 * (the dashboard counts it). Without a session there is nobody to count it for. The dashboard's
 * figures are read again afterwards, so they are current when it is opened.
 */
export function useRecordInstallMutation() {
  return useSessionMutation(
    (token, id: string) =>
      apiRequest(apiPaths.extensionInstalls(id), {
        method: 'POST',
        token,
        schema: extensionInstallResponseSchema,
      }),
    { refreshesAfterAny: [accountKeys.figures] },
  );
}

/**
 * `DELETE /api/extensions/:id/installs`: the logged-in user uninstalled the extension, so the
 * dashboard stops counting the install recorded above.
 */
export function useRecordUninstallMutation() {
  return useSessionMutation(
    (token, id: string) =>
      // 204: there is no answer to read.
      apiRequest(apiPaths.extensionInstalls(id), { method: 'DELETE', token }),
    { refreshesAfterAny: [accountKeys.figures] },
  );
}
