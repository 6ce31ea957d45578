import { apiPaths } from '@sinyal/contracts/api-paths';
import {
  passkeyAddedResponseSchema,
  passkeyCreationOptionsSchema,
  passkeysResponseSchema,
} from '@sinyal/contracts/passkeys';
import { apiRequest } from '../../../lib/api-client';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';
import { signInKeys } from './sign-in-keys';

/** GET /api/passkeys: the account's passkeys. */
export function usePasskeys() {
  return useSessionQuery(signInKeys.passkeys, apiPaths.passkeys, passkeysResponseSchema);
}

/**
 * Adds a passkey: the server's options (POST /api/passkeys/register/options), the browser makes
 * the passkey (the person confirms on their device), the server keeps it (…/register/verify).
 */
export function useAddPasskey() {
  return useSessionMutation(
    async (token, name: string) => {
      const options = await apiRequest(apiPaths.passkeyRegisterOptions, {
        method: 'POST',
        token,
        schema: passkeyCreationOptionsSchema,
      });
      // Loaded when a passkey is made, not with every dashboard visit.
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({
        optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return apiRequest(apiPaths.passkeyRegisterVerify, {
        method: 'POST',
        token,
        body: { response, ...(name.trim() ? { name: name.trim() } : {}) },
        schema: passkeyAddedResponseSchema,
      });
    },
    { refreshes: [signInKeys.passkeys, signInKeys.identities] },
  );
}

export function useRenamePasskey() {
  return useSessionMutation(
    (token, { id, name }: { id: number; name: string }) =>
      apiRequest(apiPaths.passkey(id), { method: 'PATCH', token, body: { name } }),
    { refreshesAfterAny: [signInKeys.passkeys] },
  );
}

export function useRemovePasskey() {
  return useSessionMutation(
    (token, id: number) => apiRequest(apiPaths.passkey(id), { method: 'DELETE', token }),
    { refreshesAfterAny: [signInKeys.passkeys] },
  );
}
