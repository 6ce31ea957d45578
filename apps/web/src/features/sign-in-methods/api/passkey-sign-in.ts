import { apiPaths } from '@sinyal/contracts/api-paths';
import { loginAnswerSchema, type LoginAnswer } from '@sinyal/contracts/account-security';
import { passkeyRequestOptionsSchema } from '@sinyal/contracts/passkeys';
import { apiRequest } from '../../../lib/api-client';

/**
 * Signs in with a passkey: a challenge for any passkey of the site
 * (POST /api/passkeys/login/options), the browser's assertion (a dialog, or the username field's
 * autofill when `autofill`), and the server's answer (…/login/verify): a session or the second step.
 */
export async function signInWithPasskey(autofill: boolean): Promise<LoginAnswer> {
  const webauthn = await import('@simplewebauthn/browser');
  const options = await apiRequest(apiPaths.passkeyLoginOptions, {
    method: 'POST',
    schema: passkeyRequestOptionsSchema,
  });
  const response = await webauthn.startAuthentication({
    optionsJSON: options as Parameters<typeof webauthn.startAuthentication>[0]['optionsJSON'],
    useBrowserAutofill: autofill,
  });
  return apiRequest(apiPaths.passkeyLoginVerify, {
    method: 'POST',
    body: { response },
    schema: loginAnswerSchema,
  });
}

/** Whether this browser can use passkeys at all, and in the username field's autofill. */
export async function passkeySupport(): Promise<{ any: boolean; autofill: boolean }> {
  const webauthn = await import('@simplewebauthn/browser');
  const any = webauthn.browserSupportsWebAuthn();
  return { any, autofill: any && (await webauthn.browserSupportsWebAuthnAutofill()) };
}

/** Ends a pending autofill request (leaving the page, or the button starting its own). */
export async function cancelPasskeyRequest(): Promise<void> {
  const webauthn = await import('@simplewebauthn/browser');
  webauthn.WebAuthnAbortService.cancelCeremony();
}

/** The person closed the browser's dialog or it timed out: not an error to report as one. */
export function isCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}
