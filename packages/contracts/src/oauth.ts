import { z } from 'zod';
import { registerRequestSchema, registerResponseSchema } from './auth';

/**
 * Signing in with another account (docs/architecture.md §3): the providers a server may offer.
 * A provider is offered only when its settings are present, so the site never shows a button
 * that cannot work.
 */
export const oauthProviderIds = ['google', 'github'] as const;
export type OAuthProviderId = (typeof oauthProviderIds)[number];

export const oauthProviderSchema = z.object({
  id: z.enum(oauthProviderIds),
  /** The provider's own name, the same in every language ("Google", "GitHub"). */
  name: z.string(),
});
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** `GET /api/oauth/providers`: the configured providers, in this order; empty when none is. */
export const oauthProvidersResponseSchema = z.array(oauthProviderSchema);
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

export const oauthProviderNames: Readonly<Record<OAuthProviderId, string>> = {
  google: 'Google',
  github: 'GitHub',
};

// ---------------------------------------------------------------------------------------------
// The flow (docs/architecture.md §16): start → provider → callback → /#/oauth?code → exchange.

/** Why a flow was started: to sign in (or sign up), or to link the provider to the signed-in account. */
export const oauthIntents = ['login', 'link'] as const;
export type OAuthIntent = (typeof oauthIntents)[number];

export const oauthProviderParamsSchema = z.object({ provider: z.enum(oauthProviderIds) });

/** A site route to open after the flow: one slash and a path, never another origin. */
export function isSiteRoute(value: string): boolean {
  return (
    value.length <= 200 && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}

/** `GET /api/oauth/{provider}/start`: `ticket` comes from `POST /api/oauth/link-ticket` (intent=link). */
export const oauthStartQuerySchema = z.object({
  intent: z.enum(oauthIntents).default('login'),
  next: z.string().max(200).refine(isSiteRoute).optional(),
  ticket: z.string().max(200).optional(),
});

/** The provider's answer on the way back: a code and the state, or an error it names. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  iss: z.string().max(2048).optional(),
});

const oneTimeCode = z.string().min(1).max(200);

/** `POST /api/oauth/exchange`: the one-time code the callback put in the page's address. */
export const oauthExchangeRequestSchema = z.object({ code: oneTimeCode });

/** A person the provider vouched for who has no account yet: they complete the registration. */
export const oauthSignupResponseSchema = z.object({
  signup_token: z.string(),
  /** `sso`: an organization's own provider (single sign-on, docs/architecture.md §17). */
  provider: z.enum([...oauthProviderIds, 'sso']),
  /** Who vouched for the person, as the page names it: "Google", "GitHub", the organization's name. */
  provider_name: z.string(),
  email: z.string(),
  /** false: the provider did not vouch for the address, so the account starts unverified. */
  email_verified: z.boolean(),
  suggested_username: z.string(),
  full_name: z.string(),
  /** A site route the flow was started with, to open once signed in. */
  next: z.string().optional(),
});
export type OAuthSignupResponse = z.infer<typeof oauthSignupResponseSchema>;

/** A `link` flow's end: the provider now signs in to the account that started it. */
export const oauthLinkedResponseSchema = z.object({
  linked: z.object({ provider: z.enum(oauthProviderIds) }),
  next: z.string().optional(),
});

/** A `login` flow's end for an account: a session, or the second step when it has 2FA. */
export const oauthSignedInResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  next: z.string().optional(),
});
export const oauthMfaResponseSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  next: z.string().optional(),
});

export const oauthExchangeResponseSchema = z.union([
  oauthSignedInResponseSchema,
  oauthMfaResponseSchema,
  oauthSignupResponseSchema,
  oauthLinkedResponseSchema,
]);
export type OAuthExchangeResponse = z.infer<typeof oauthExchangeResponseSchema>;

const registerFields = registerRequestSchema.shape;

/** `POST /api/oauth/register`: the registration form's rules, without the password. */
export const oauthRegisterRequestSchema = z.object({
  signup_token: oneTimeCode,
  username: registerFields.username,
  full_name: registerFields.full_name,
  sector: registerFields.sector,
  country: registerFields.country,
  company: registerFields.company,
  newsletter_subscribed: registerFields.newsletter_subscribed,
  agreed_to_terms: registerFields.agreed_to_terms,
  language: registerFields.language,
});
export type OAuthRegisterRequest = z.input<typeof oauthRegisterRequestSchema>;

/**
 * The new account: signed in when the provider vouched for the address, or (unverified address)
 * the register form's answer, and the verification mail is on its way.
 */
export const oauthRegisterResponseSchema = z.union([
  oauthSignedInResponseSchema,
  registerResponseSchema,
]);
export type OAuthRegisterResponse = z.infer<typeof oauthRegisterResponseSchema>;

/** 409 of the exchange: the address belongs to an account that has not linked this provider. */
export const accountExistsErrorSchema = z.object({
  code: z.literal('account_exists'),
  detail: z.string(),
  email: z.string(),
  provider: z.enum(oauthProviderIds),
  provider_name: z.string(),
});

export const linkTicketRequestSchema = z.object({ provider: z.enum(oauthProviderIds) });
/** A short-lived, single-use ticket that lets a full-page `start?intent=link` name the account. */
export const linkTicketResponseSchema = z.object({ ticket: z.string() });

/** A provider account linked to this one (`GET /api/identities`). */
export const identitySchema = z.object({
  id: z.number().int(),
  provider: z.enum(oauthProviderIds),
  provider_name: z.string(),
  /** The address the provider gave when it was linked. */
  email: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Identity = z.infer<typeof identitySchema>;

export const identitiesResponseSchema = z.object({
  identities: z.array(identitySchema),
  /** Whether a password can sign in (accounts made through a provider have none until reset). */
  has_password: z.boolean(),
});
export type IdentitiesResponse = z.infer<typeof identitiesResponseSchema>;
