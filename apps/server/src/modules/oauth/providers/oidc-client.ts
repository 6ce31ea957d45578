import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../../config';
import { ProviderError, type FlowChecks, type ProviderClient } from './provider-client';

/**
 * Google, or any OpenID Connect provider, through openid-client: the provider's endpoints and keys
 * come from discovery at the issuer, the first time they are needed (and again after a failure,
 * so a provider that was away when the server started is found once it is back).
 */
export function createOidcClient(
  settings: Readonly<OidcProviderConfig>,
): ProviderClient & { discover(): Promise<void> } {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    // An http issuer only ever reaches here on a loopback address (an organization's provider
    // under test, org-sso.service.ts); the settings of Google allow https alone.
    const insecure = settings.issuer.startsWith('http:')
      ? { execute: [oidc.allowInsecureRequests] }
      : undefined;
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        insecure,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** Reads the provider's discovery now: throws when it cannot be read. */
    async discover() {
      await configuration();
    },

    async authorizationUrl(checks: FlowChecks) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: checks.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async profileFromCallback(callbackUrl: URL, checks: FlowChecks) {
      const tokens = await oidc.authorizationCodeGrant(
        await configuration(),
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        },
        { redirect_uri: checks.redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new ProviderError('the token answer had no ID token');
      const email = typeof claims.email === 'string' && claims.email !== '' ? claims.email : null;
      return {
        subject: claims.sub,
        email,
        emailVerified: email !== null && claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : '',
        handle: email === null ? null : (email.split('@')[0] ?? null),
      };
    },
  };
}
