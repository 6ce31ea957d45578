import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  oauthProviderIds,
  oauthProviderNames,
  type IdentitiesResponse,
  type OAuthExchangeResponse,
  type OAuthProviderId,
  type OAuthProvidersResponse,
  type OAuthRegisterResponse,
  type oauthRegisterRequestSchema,
  type oauthStartQuerySchema,
} from '@sinyal/contracts/oauth';
import { authMessages } from '@sinyal/contracts/auth-messages';
import type { MessageCode } from '@sinyal/contracts/message-catalog';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { recordAudit, securityEvent } from '../audit/audit.service';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { hashToken, issueStoredToken, looksLikeToken } from '../../security/tokens';
import type { AuthContext } from '../../plugins/auth';
import { checkToken } from '../auth/token-check.service';
import { createAuthService, type RequestMeta } from '../auth/auth.service';
import { createSsoPolicy, joinThroughSso } from '../sso-policy/sso-policy.service';
import {
  countSignInMethods,
  findSignInMethods,
  findUserById,
  lockUserRow,
} from '../users/users.service';
import {
  clearedFlowCookie,
  flowCookie,
  flowTtlMs,
  openFlow,
  sealFlow,
  type FlowState,
} from './flow-cookie';
import {
  claimState,
  deleteIdentity,
  findIdentity,
  findUsableTicket,
  insertIdentity,
  insertTicket,
  listIdentities,
  touchIdentity,
  useTicket,
} from './oauth.repository';
import { createGitHubClient } from './providers/github-client';
import { createOidcClient } from './providers/oidc-client';
import type { ProviderClient, ProviderProfile } from './providers/provider-client';

/** The account export lists them (account-data). */
export { listIdentities } from './oauth.repository';
/** Organizations' own OpenID Connect providers sign in the same way (org-sso). */
export { createOidcClient } from './providers/oidc-client';
export type { ProviderProfile } from './providers/provider-client';

/**
 * Records a flow's state as used: true the first time, false for a replay. Other full-page flows
 * (an organization's single sign-on) count their states here too.
 */
export function claimFlowState(db: Db, state: string, expiresAt: Date, now: Date) {
  return claimState(db, hashToken(state), expiresAt.toISOString(), now);
}

/** The one-time code in the page's address: traded once, within a minute. */
export const exchangeCodeTtlMs = 60_000;
/** How long a new person has to fill in the completion form. */
export const signupTokenTtlMs = 30 * 60_000;
/** A link ticket only has to last from the Security tab's click to the start's redirect. */
export const linkTicketTtlMs = 2 * 60_000;

type StartQuery = z.output<typeof oauthStartQuerySchema>;
type RegisterInput = z.output<typeof oauthRegisterRequestSchema>;

/** An organization whose own provider (single sign-on) vouched for a new person. */
interface SsoOrg {
  id: number;
  name: string;
}

/** What a callback found, kept (as the code ticket's payload) until the page trades the code. */
type Outcome =
  /** `sso`: the organization's provider signed the person in, which its enforce_sso allows. */
  | { kind: 'signin'; userId: number; next: string | null; sso?: true }
  | ({ kind: 'signup' } & SignupPayload)
  | {
      kind: 'link';
      userId: number;
      provider: OAuthProviderId;
      profile: ProviderProfile;
      next: string | null;
    }
  | { kind: 'error'; code: MessageCode; status: number; params: Record<string, string> };

/** A new person's sign-up ticket: who vouched for them (a provider, or an organization's own). */
type SignupPayload = { profile: ProviderProfile; next: string | null } & (
  { provider: OAuthProviderId } | { provider: 'sso'; org: SsoOrg }
);

/** Where a full-page step ends: the site's /oauth page, with a code or an error in the fragment. */
export interface Redirect {
  location: string;
  cookie: string;
}

/**
 * The sign-in providers this server offers: those whose settings are present (docs/architecture.md
 * §16), so the site never shows a button that cannot work.
 */
export function offeredProviders(oauth: Config['oauth']): OAuthProvidersResponse {
  return oauthProviderIds
    .filter((id) => oauth[id] !== undefined)
    .map((id) => ({ id, name: oauthProviderNames[id] }));
}

const nameOf = (provider: OAuthProviderId) => oauthProviderNames[provider];
const vouchedBy = (payload: SignupPayload) =>
  payload.provider === 'sso' ? payload.org.name : nameOf(payload.provider);

/** A username the completion form starts with: the provider's handle, in the username's alphabet. */
export function suggestedUsername(profile: ProviderProfile): string {
  const cleaned = (profile.handle ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 32);
  return cleaned.length >= 3 ? cleaned : '';
}

/**
 * Signing in with Google or GitHub, and linking them (docs/architecture.md §16). The flow:
 * `start` sends the browser to the provider with state, PKCE S256 and (OpenID) a nonce sealed in a
 * cookie; `callback` checks them, asks the provider who the person is and keeps what it found
 * behind a one-time code that only the site's page (in its address fragment) sees; `exchange`
 * turns the code into a session, the second step of 2FA, a new person's sign-up token, or the
 * answer of a link.
 */
export function createOAuthService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const auth = createAuthService(ctx);
  // An organization that enforces single sign-on refuses Google and GitHub to its people.
  const ssoPolicy = createSsoPolicy(db, config.publicUrl);
  const secureCookie = config.publicUrl.startsWith('https://');
  const clients: Partial<Record<OAuthProviderId, ProviderClient>> = {};
  if (config.oauth.google) clients.google = createOidcClient(config.oauth.google);
  if (config.oauth.github) clients.github = createGitHubClient(config.oauth.github);

  const redirectUri = (provider: OAuthProviderId) =>
    `${config.publicUrl}/api/oauth/${provider}/callback`;
  const sitePage = (fragmentQuery: Record<string, string>) =>
    `${config.publicUrl}/oauth#${new URLSearchParams(fragmentQuery).toString()}`;
  const toSite = (query: Record<string, string>): Redirect => ({
    location: sitePage(query),
    cookie: clearedFlowCookie(secureCookie),
  });
  const failure = (code: MessageCode, status: number, params: Record<string, string> = {}) =>
    ({ kind: 'error', code, status, params }) satisfies Outcome;

  /** A secret handed out once and stored as its hash. */
  async function issueTicket(
    purpose: 'code' | 'signup' | 'link',
    ttlMs: number,
    userId: number | null,
    payload: unknown,
  ): Promise<string> {
    const now = clock.now();
    return issueStoredToken(now, ttlMs, (row) =>
      insertTicket(
        db,
        {
          ...row,
          purpose,
          user_id: userId,
          payload: payload === null ? null : JSON.stringify(payload),
        },
        now,
      ),
    );
  }

  /** What a provider account means here, by the flow's intent. */
  async function outcomeOf(flow: FlowState, profile: ProviderProfile): Promise<Outcome> {
    const provider = flow.provider;
    const providerName = nameOf(provider);
    const identity = await findIdentity(db, provider, profile.subject);
    const now = clock.now();
    if (flow.intent === 'link') {
      if (flow.userId === null) return failure('link_ticket_invalid', 400);
      if (identity && identity.user_id !== flow.userId) {
        return failure('identity_taken', 409, { provider, provider_name: providerName });
      }
      // Linked when the page trades the code, and only for the session that asked for the link.
      return { kind: 'link', userId: flow.userId, provider, profile, next: flow.next };
    }
    if (identity) {
      await touchIdentity(db, identity.id, now);
      return { kind: 'signin', userId: identity.user_id, next: flow.next };
    }
    if (profile.email === null) return failure('oauth_email_missing', 400);
    // A new account on the domain of an organization that enforces single sign-on goes there.
    const ssoStart = await ssoPolicy.signUpStartUrl(profile.email);
    if (ssoStart) return failure('sso_required', 403, { start_url: ssoStart });
    // Never linked by address: the person signs in as before and links from the Security tab.
    if (await auth.isEmailTaken(profile.email)) {
      return failure('account_exists', 409, {
        email: profile.email,
        provider,
        provider_name: providerName,
      });
    }
    return { kind: 'signup', provider, profile, next: flow.next };
  }

  return {
    providers: () => offeredProviders(config.oauth),

    /** `GET /api/oauth/{provider}/start`: to the provider, with the flow sealed in the cookie. */
    async start(provider: OAuthProviderId, query: StartQuery): Promise<Redirect> {
      const client = clients[provider];
      if (!client) return toSite({ error: 'oauth_provider_not_offered' });
      let userId: number | null = null;
      if (query.intent === 'link') {
        const ticket = query.ticket;
        const used =
          ticket !== undefined && looksLikeToken(ticket)
            ? await useTicket(db, hashToken(ticket), 'link', clock.now())
            : undefined;
        if (!used || used.user_id === null || used.payload !== JSON.stringify({ provider })) {
          return toSite({ error: 'link_ticket_invalid', intent: 'link' });
        }
        userId = used.user_id;
      }
      const flow: FlowState = {
        provider,
        state: randomBytes(32).toString('base64url'),
        codeVerifier: randomBytes(32).toString('base64url'),
        nonce: randomBytes(32).toString('base64url'),
        intent: query.intent,
        userId,
        next: query.next ?? null,
        expiresAt: clock.now().getTime() + flowTtlMs,
      };
      const url = await client.authorizationUrl({
        redirectUri: redirectUri(provider),
        state: flow.state,
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
      });
      return {
        location: url.toString(),
        cookie: flowCookie(sealFlow(ctx.accountSecrets, flow), secureCookie),
      };
    },

    /**
     * `GET /api/oauth/{provider}/callback`: checks the flow and asks the provider who signed in.
     * The page gets a one-time code (or an error) in the fragment of its address, never in a
     * query: fragments stay in the browser, out of every log and Referer.
     */
    async callback(
      provider: OAuthProviderId,
      requestUrl: string,
      cookieHeader: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<Redirect> {
      const client = clients[provider];
      if (!client) return toSite({ error: 'oauth_provider_not_offered' });
      const callbackUrl = new URL(requestUrl, config.publicUrl);
      const params = callbackUrl.searchParams;
      const flow = openFlow(ctx.accountSecrets, cookieHeader, clock.now());
      if (!flow || flow.provider !== provider || params.get('state') !== flow.state) {
        return toSite({ error: 'oauth_state_invalid' });
      }
      const intent = flow.intent;
      // A state counts once, however the callback is replayed (another tab, a reload, an attacker).
      const claimed = await claimState(
        db,
        hashToken(flow.state),
        new Date(flow.expiresAt).toISOString(),
        clock.now(),
      );
      if (!claimed) return toSite({ error: 'oauth_state_invalid', intent });
      const providerError = params.get('error');
      if (providerError !== null) {
        const code =
          providerError === 'access_denied' ? 'oauth_provider_denied' : 'oauth_provider_failed';
        return toSite({ error: code, intent });
      }
      let profile: ProviderProfile;
      try {
        profile = await client.profileFromCallback(callbackUrl, {
          redirectUri: redirectUri(provider),
          state: flow.state,
          codeVerifier: flow.codeVerifier,
          nonce: flow.nonce,
        });
      } catch (error) {
        // A forged or replayed code, a wrong nonce or PKCE verifier, or the provider away.
        log.warn({ err: error, provider }, 'provider sign-in failed');
        return toSite({ error: 'oauth_provider_failed', intent });
      }
      const outcome = await outcomeOf(flow, profile);
      const code = await issueTicket('code', exchangeCodeTtlMs, null, outcome);
      return toSite({ code });
    },

    /**
     * The end of another full-page sign-in (an organization's single sign-on) that proved who the
     * person is: the site's /oauth page with a one-time code, traded as a provider sign-in's is.
     */
    async signInPage(userId: number): Promise<string> {
      const outcome: Outcome = { kind: 'signin', userId, next: null, sso: true };
      const code = await issueTicket('code', exchangeCodeTtlMs, null, outcome);
      return sitePage({ code });
    },

    /**
     * The end of an organization's single sign-on for a person with no account yet: the site's
     * /oauth page, whose code leads to the completion form (username, country, terms), as a new
     * person's Google sign-in does; the account joins the organization once it is made.
     */
    async ssoSignupPage(org: SsoOrg, profile: ProviderProfile): Promise<string> {
      const outcome: Outcome = { kind: 'signup', provider: 'sso', org, profile, next: null };
      const code = await issueTicket('code', exchangeCodeTtlMs, null, outcome);
      return sitePage({ code });
    },

    /** The site's /oauth page saying why a full-page sign-in stopped. */
    errorPage: (code: MessageCode) => sitePage({ error: code }),

    /** `POST /api/oauth/exchange`: the page trades its one-time code for what the callback found. */
    async exchange(
      code: string,
      meta: RequestMeta,
      bearer: string | undefined,
    ): Promise<OAuthExchangeResponse> {
      const used = looksLikeToken(code)
        ? await useTicket(db, hashToken(code), 'code', clock.now())
        : undefined;
      if (!used?.payload) throw AppError.of('oauth_code_invalid', 400);
      const outcome = JSON.parse(used.payload) as Outcome;
      const next = (route: string | null) => (route === null ? {} : { next: route });
      switch (outcome.kind) {
        case 'error':
          throw AppError.of(outcome.code, outcome.status, { params: outcome.params });
        case 'link': {
          // The page that trades the code must hold the session that asked for the link: a link
          // flow started from someone else's ticket (sent to a victim as a link) links nothing.
          const session =
            bearer === undefined
              ? undefined
              : await checkToken(db, clock, bearer, {
                  sessionOnly: true,
                  method: 'POST',
                  path: '/api/oauth/exchange',
                  ip: meta.ip,
                });
          if (!session?.ok || session.auth.user.id !== outcome.userId) {
            throw AppError.of('link_ticket_invalid', 400);
          }
          const { provider, profile } = outcome;
          const linked = await insertIdentity(
            db,
            { user_id: outcome.userId, provider, subject: profile.subject, email: profile.email },
            clock.now(),
          );
          const existing = linked ? undefined : await findIdentity(db, provider, profile.subject);
          if (existing && existing.user_id !== outcome.userId) {
            throw AppError.of('identity_taken', 409, {
              params: { provider, provider_name: nameOf(provider) },
            });
          }
          if (linked) {
            await recordAudit(
              db,
              securityEvent(outcome.userId, 'provider_link', clock.now(), meta.ip),
            );
          }
          return { linked: { provider }, ...next(outcome.next) };
        }
        case 'signin': {
          const user = await findUserById(db, outcome.userId);
          if (!user) throw AppError.of('oauth_code_invalid', 400);
          if (!outcome.sso) await ssoPolicy.refuseSignIn(user);
          const answer = await auth.signInProven(
            user,
            { rememberMe: false, secondFactor: false },
            meta,
          );
          return { ...answer, ...next(outcome.next) };
        }
        case 'signup': {
          const { kind: _kind, ...payload } = outcome;
          const { provider, profile } = payload;
          const signupToken = await issueTicket(
            'signup',
            signupTokenTtlMs,
            null,
            payload satisfies SignupPayload,
          );
          return {
            signup_token: signupToken,
            provider,
            provider_name: vouchedBy(payload),
            email: profile.email ?? '',
            email_verified: profile.emailVerified,
            suggested_username: suggestedUsername(profile),
            full_name: profile.name,
            ...next(outcome.next),
          };
        }
      }
    },

    /**
     * `POST /api/oauth/register`: a new person completes the registration (the form's rules). The
     * sign-up token is used up only once the account exists, so a taken username can be changed.
     */
    async register(input: RegisterInput, meta: RequestMeta): Promise<OAuthRegisterResponse> {
      const tokenHash = looksLikeToken(input.signup_token) ? hashToken(input.signup_token) : '';
      const ticket = await findUsableTicket(db, tokenHash, 'signup', clock.now());
      if (!ticket?.payload) throw AppError.of('oauth_signup_expired', 400);
      const payload = JSON.parse(ticket.payload) as SignupPayload;
      const { profile, next } = payload;
      const email = profile.email ?? '';
      if (payload.provider === 'sso') {
        // Someone made the account meanwhile: the organization's sign-in now signs in to it.
        if (await auth.isEmailTaken(email)) throw AppError.of('oauth_signup_expired', 400);
      } else {
        const { provider } = payload;
        if (await findIdentity(db, provider, profile.subject)) {
          throw AppError.of('oauth_signup_expired', 400);
        }
        if (await auth.isEmailTaken(email)) {
          throw AppError.of('account_exists', 409, {
            params: { email, provider, provider_name: nameOf(provider) },
          });
        }
        await ssoPolicy.refuseSignUp(email);
      }
      const user = await auth.registerFromProvider(
        { ...input, email, mac_address: null, emailVerified: profile.emailVerified },
        meta,
      );
      await useTicket(db, tokenHash, 'signup', clock.now());
      if (payload.provider === 'sso') {
        // Matched by address, not by an identity: the organization proved it owns the domain.
        await joinThroughSso(db, payload.org.id, user, clock.now());
      } else {
        await insertIdentity(
          db,
          {
            user_id: user.id,
            provider: payload.provider,
            subject: profile.subject,
            email: profile.email,
          },
          clock.now(),
        );
      }
      if (!profile.emailVerified) {
        return {
          id: user.id,
          username: user.username,
          email: user.email,
          email_verified: false,
          detail: authMessages.registrationSuccess,
        };
      }
      const answer = await auth.signInProven(
        user,
        { rememberMe: false, secondFactor: false },
        meta,
      );
      if (!('access_token' in answer)) throw new Error('a new account asked for a second step');
      return { ...answer, ...(next === null ? {} : { next }) };
    },

    /** `POST /api/oauth/link-ticket`: lets the full-page start of a link name this account. */
    async linkTicket(session: AuthContext, provider: OAuthProviderId): Promise<{ ticket: string }> {
      if (!clients[provider]) throw AppError.of('oauth_provider_not_offered', 404);
      const ticket = await issueTicket('link', linkTicketTtlMs, session.user.id, { provider });
      return { ticket };
    },

    async identities(session: AuthContext): Promise<IdentitiesResponse> {
      const [rows, methods] = await Promise.all([
        listIdentities(db, session.user.id),
        findSignInMethods(db, session.user.id),
      ]);
      return {
        has_password: methods.password,
        identities: rows.map((row) => {
          const provider = row.provider as OAuthProviderId;
          return {
            id: row.id,
            provider,
            provider_name: nameOf(provider),
            email: row.email,
            created_at: row.created_at,
            last_used_at: row.last_used_at,
          };
        }),
      };
    },

    /** Unlinks a provider, unless nothing else could sign in to the account then. */
    async unlink(session: AuthContext, id: number): Promise<void> {
      const userId = session.user.id;
      await db.transaction().execute(async (trx) => {
        // Two removals at once must not both see the other's method still there.
        await lockUserRow(trx, userId);
        const methods = await findSignInMethods(trx, userId);
        const owned = (await listIdentities(trx, userId)).some((row) => row.id === id);
        if (!owned) throw AppError.of('identity_not_found', 404);
        if (countSignInMethods(methods) <= 1) throw AppError.of('last_sign_in_method', 409);
        await deleteIdentity(trx, userId, id);
        await recordAudit(trx, securityEvent(userId, 'provider_unlink', clock.now(), session.ip));
      });
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
