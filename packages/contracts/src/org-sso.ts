import { z } from 'zod';
import { boundedString } from './bounded-string';
import { defineMessages } from './messages';
import { oauthCallbackQuerySchema } from './oauth';
import { orgSlugSchema } from './orgs';
import { emailMaxLength, isPlainEmail } from './text';

/**
 * Single sign-on of organizations (docs/architecture.md §17): an organization's own OpenID
 * Connect provider (`/api/orgs/{slug}/sso`), its domains proven by a DNS TXT record, and the
 * sign-in through it (`GET /api/sso/start?email=`).
 */

export const ssoDomainsMax = 20;
export const ssoClientIdMaxLength = 255;
export const ssoClientSecretMaxLength = 1000;
export const ssoIssuerMaxLength = 500;
/** The DNS name whose TXT record proves a domain: `_sinyal.<domain>`. */
export const ssoRecordPrefix = '_sinyal.';
/** What that record holds: `sinyal-verify=<token>`. */
export const ssoRecordValuePrefix = 'sinyal-verify=';

const sso = defineMessages({
  ssoIssuerInvalid:
    'The issuer must be an https:// address (http:// only on this computer: localhost, 127.0.0.1 or ::1)',
  ssoDiscoveryFailed:
    "The provider's OpenID Connect discovery (the issuer's /.well-known/openid-configuration) could not be read",
  ssoClientIdRequired: 'The client ID is required',
  ssoClientSecretRequired: 'The client secret is required',
  ssoDomainInvalid: 'Each domain must be a domain name such as example.com',
  ssoDomainsRequired: 'Name at least one domain of your organization',
  ssoDomainsTooMany: `At most ${ssoDomainsMax} domains`,
  ssoDomainTaken: 'This domain was verified by another organization',
  ssoDomainNotFound: 'This domain is not one of the organization’s single sign-on domains',
  ssoRecordMissing:
    'No TXT record was found at _sinyal.<domain>: add it at your DNS provider and try again (it may take a few minutes to show)',
  ssoRecordWrong:
    'The TXT record at _sinyal.<domain> does not hold the token shown here: correct it and try again',
  ssoNotConfigured: 'Single sign-on is not set up for the domain of this e-mail address',
  ssoRequired:
    'Your organization requires its single sign-on for this address, so a password, Google, GitHub or a passkey cannot sign you in: choose "Single sign-on" and type your work e-mail',
  ssoEmailInvalid: 'Type your work e-mail address',
  ssoEmailUnverified: 'Your organization’s provider did not confirm your e-mail address',
  ssoEmailOutsideDomains:
    'Your organization’s provider signed in an address outside the organization’s verified domains',
});

export const orgSsoMessages = sso.texts;
export const orgSsoCodes = sso.codes;
export const orgSsoMessagesByCode = sso.byCode;
const m = orgSsoCodes;

/** A domain name, lower case: labels of letters, digits and inner hyphens, a top-level of letters. */
export const ssoDomainPattern =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoDomainSchema = boundedString(253, m.ssoDomainInvalid)
  .trim()
  .toLowerCase()
  .regex(ssoDomainPattern, m.ssoDomainInvalid);

/** `PUT /api/orgs/{slug}/sso`: the secret may be left out to keep the one stored. */
export const orgSsoRequestSchema = z.object({
  issuer: boundedString(ssoIssuerMaxLength, m.ssoIssuerInvalid)
    .trim()
    .pipe(z.url({ error: m.ssoIssuerInvalid, protocol: /^https?$/ })),
  client_id: boundedString(ssoClientIdMaxLength, m.ssoClientIdRequired)
    .trim()
    .min(1, m.ssoClientIdRequired),
  client_secret: boundedString(ssoClientSecretMaxLength, m.ssoClientSecretRequired)
    .min(1, m.ssoClientSecretRequired)
    .optional(),
  domains: z
    .array(ssoDomainSchema, { error: m.ssoDomainsRequired })
    .min(1, m.ssoDomainsRequired)
    .max(ssoDomainsMax, m.ssoDomainsTooMany),
  enforce_sso: z.boolean().optional().default(false),
});
export type OrgSsoRequest = z.input<typeof orgSsoRequestSchema>;

export const ssoDomainStatusSchema = z.object({
  domain: z.string(),
  /** Goes in the TXT record `_sinyal.<domain>` as `sinyal-verify=<token>`. */
  token: z.string(),
  verified: z.boolean(),
});
export type SsoDomain = z.infer<typeof ssoDomainStatusSchema>;

/** `GET /api/orgs/{slug}/sso` (never the secret); issuer and client_id are null until set. */
export const orgSsoResponseSchema = z.object({
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  enforce_sso: z.boolean(),
  domains: z.array(ssoDomainStatusSchema),
  /** The address to register at the provider as the client's redirect URI. */
  redirect_uri: z.string(),
});
export type OrgSsoResponse = z.infer<typeof orgSsoResponseSchema>;

export const ssoDomainParamsSchema = z.object({ slug: orgSlugSchema, domain: ssoDomainSchema });

/** `GET /api/sso/start?email=`: the person's work address. */
export const ssoStartQuerySchema = z.object({
  email: boundedString(emailMaxLength, m.ssoEmailInvalid)
    .trim()
    .refine(isPlainEmail, m.ssoEmailInvalid),
});

/** `GET /api/sso/callback`: the provider's answer (the server reads the whole address). */
export const ssoCallbackQuerySchema = oauthCallbackQuerySchema;

/** 403 of a password sign-in that the organization wants through its provider. */
export const ssoRequiredErrorSchema = z.object({
  code: z.literal('sso_required'),
  detail: z.string(),
  /** Where the browser goes to sign in through the organization's provider. */
  start_url: z.string(),
});
