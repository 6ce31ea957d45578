/** What a provider says about the person who signed in there (docs/architecture.md §16). */
export interface ProviderProfile {
  /** The provider's stable id of the person: with the provider, what an identity is keyed on. */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person holds the address; only then is it trusted. */
  emailVerified: boolean;
  name: string;
  /** A handle to suggest as the username (GitHub's login, the address's local part). */
  handle: string | null;
}

/** The secrets of one flow: made at the start, checked on the way back. */
export interface FlowChecks {
  redirectUri: string;
  state: string;
  /** PKCE S256: the verifier stays here, its challenge goes to the provider. */
  codeVerifier: string;
  /** OpenID Connect's nonce, bound into the ID token. */
  nonce: string;
}

/** A provider's side of the authorization-code flow. */
export interface ProviderClient {
  authorizationUrl(checks: FlowChecks): Promise<URL>;
  /** Trades the callback's code for the person's profile, checking state, PKCE and nonce. */
  profileFromCallback(callbackUrl: URL, checks: FlowChecks): Promise<ProviderProfile>;
}

/** A provider's answer that the flow cannot use: logged, and the person is asked to try again. */
export class ProviderError extends Error {}
