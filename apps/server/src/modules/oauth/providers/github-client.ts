import { createHash } from 'node:crypto';
import type { GitHubProviderConfig } from '../../../config';
import { ProviderError, type FlowChecks, type ProviderClient } from './provider-client';

/** How long one call to GitHub may take before the sign-in is given up. */
const callTimeoutMs = 10_000;

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * GitHub's OAuth 2 web flow (with PKCE S256) and the two API calls sign-in needs: `/user` for the
 * stable numeric id, `/user/emails` for an address GitHub has verified. GitHub is not an OpenID
 * provider, so there is no ID token and no nonce. The site and API addresses are settings, so
 * GitHub Enterprise Server (API at `<host>/api/v3`) works the same way.
 */
export function createGitHubClient(settings: Readonly<GitHubProviderConfig>): ProviderClient {
  async function call<T>(url: string, init: RequestInit): Promise<T> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(callTimeoutMs) });
    if (!response.ok) throw new ProviderError(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  }
  const api = <T>(path: string, accessToken: string) =>
    call<T>(`${settings.apiUrl}${path}`, {
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${accessToken}`,
        'user-agent': 'Sinyal sign-in',
        'x-github-api-version': '2022-11-28',
      },
    });

  return {
    async authorizationUrl(checks: FlowChecks) {
      const url = new URL(`${settings.url}/login/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: checks.redirectUri,
        scope: 'read:user user:email',
        state: checks.state,
        code_challenge: s256(checks.codeVerifier),
        code_challenge_method: 'S256',
        allow_signup: 'true',
      }).toString();
      return url;
    },

    async profileFromCallback(callbackUrl: URL, checks: FlowChecks) {
      // The state was compared with the cookie's before this is called (oauth.service.ts).
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new ProviderError('the callback had no code');
      const token = await call<{ access_token?: string; error?: string }>(
        `${settings.url}/login/oauth/access_token`,
        {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            code,
            redirect_uri: checks.redirectUri,
            code_verifier: checks.codeVerifier,
          }).toString(),
        },
      );
      if (!token.access_token) {
        throw new ProviderError(
          `the token endpoint refused the code: ${token.error ?? 'no token'}`,
        );
      }
      const user = await api<{ id?: number; login?: string; name?: string | null }>(
        '/user',
        token.access_token,
      );
      if (typeof user.id !== 'number') throw new ProviderError('/user had no id');
      const emails = await api<GitHubEmail[]>('/user/emails', token.access_token);
      // Only the primary address, and only if GitHub verified it; any other is not trusted.
      const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary) : undefined;
      return {
        subject: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified === true,
        name: user.name ?? '',
        handle: user.login ?? null,
      };
    },
  };
}
