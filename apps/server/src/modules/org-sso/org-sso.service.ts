import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageCode } from '@sinyal/contracts/message-catalog';
import {
  orgSsoCodes as m,
  type OrgSsoRequest,
  type OrgSsoResponse,
} from '@sinyal/contracts/org-sso';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { normalizeIdentifier, withoutTrailingSlashes } from '../../lib/normalize';
import type { AuthContext } from '../../plugins/auth';
import {
  claimFlowState,
  createOAuthService,
  createOidcClient,
  type ProviderProfile,
} from '../oauth/oauth.service';
import { createOrgsService, recordOrgAudit } from '../orgs/orgs.service';
import { findUserByLogin } from '../users/users.service';
import { checkDomainProof } from './domain-proof';
import {
  deleteDomain,
  findDomain,
  findSso,
  insertDomain,
  listDomains,
  markDomainVerified,
  saveSso,
  type SsoRecord,
} from './org-sso.repository';
import {
  clearedSsoFlowCookie,
  openSsoFlow,
  ssoFlowCookie,
  ssoFlowTtlMs,
  type SsoFlow,
} from './sso-flow-cookie';
import { domainOf, joinThroughSso, ssoOfVerifiedDomain } from '../sso-policy/sso-policy.service';

/** A full-page step's answer: where the browser goes, and the flow cookie set or cleared. */
export interface SsoRedirect {
  location: string;
  cookie: string;
}

/** An https issuer, or an http one on this computer only (a provider under test or development). */
export function isAllowedIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const sealContext = (orgId: number) => `org-sso:${orgId}`;

/**
 * An organization's single sign-on (docs/architecture.md §17): its own OpenID Connect provider,
 * set by its owners and admins; its domains, proven by a DNS TXT record; and the sign-in of the
 * people of those domains through that provider. The provider's side is the sign-in providers'
 * OpenID client (discovery, PKCE S256, state, nonce, the ID token's checks); the sign-in ends on
 * the site's /oauth page with a one-time code, as a Google sign-in does.
 */
export function createOrgSsoService(ctx: AppContext) {
  const { db, clock, config } = ctx;
  const orgs = createOrgsService(ctx);
  const oauth = createOAuthService(ctx);
  const secure = config.publicUrl.startsWith('https://');
  const redirectUri = `${config.publicUrl}/api/sso/callback`;

  const clientOf = (
    sso: Pick<SsoRecord, 'org_id' | 'issuer' | 'client_id' | 'client_secret_sealed'>,
  ) =>
    createOidcClient({
      issuer: sso.issuer,
      clientId: sso.client_id,
      clientSecret: ctx.accountSecrets.open(sso.client_secret_sealed, sealContext(sso.org_id)),
    });

  const toSite = (location: string): SsoRedirect => ({
    location,
    cookie: clearedSsoFlowCookie(secure),
  });
  const failure = (code: MessageCode) => toSite(oauth.errorPage(code));

  async function view(orgId: number): Promise<OrgSsoResponse> {
    const [sso, domains] = await Promise.all([findSso(db, orgId), listDomains(db, orgId)]);
    return {
      issuer: sso?.issuer ?? null,
      client_id: sso?.client_id ?? null,
      enforce_sso: sso?.enforce_sso === 1,
      domains: domains.map((row) => ({
        domain: row.domain,
        token: row.token,
        verified: row.verified_at !== null,
      })),
      redirect_uri: redirectUri,
    };
  }

  /** The domains become exactly `wanted`: new ones unverified with a token, dropped ones gone. */
  async function replaceDomains(trx: Db, orgId: number, wanted: readonly string[]) {
    const now = clock.now();
    const held = await listDomains(trx, orgId);
    for (const row of held) if (!wanted.includes(row.domain)) await deleteDomain(trx, row.id);
    for (const domain of new Set(wanted)) {
      if (held.some((row) => row.domain === domain)) continue;
      const claim = await findDomain(trx, domain);
      if (claim?.verified_at) throw AppError.of(m.ssoDomainTaken, 409);
      // An unproven claim holds nothing: whoever proves the domain first has it.
      if (claim) await deleteDomain(trx, claim.id);
      await insertDomain(
        trx,
        { org_id: orgId, domain, token: randomBytes(16).toString('hex') },
        now,
      );
    }
  }

  return {
    async get(session: AuthContext, slug: string): Promise<OrgSsoResponse> {
      const org = await orgs.administered(session, slug);
      return view(org.id);
    },

    /** Sets the provider (checked by reading its discovery) and the domains (owners, admins). */
    async save(
      session: AuthContext,
      slug: string,
      request: OrgSsoRequest,
      log: FastifyBaseLogger,
    ): Promise<OrgSsoResponse> {
      const org = await orgs.administered(session, slug);
      const issuer = withoutTrailingSlashes(request.issuer);
      if (!isAllowedIssuer(issuer)) {
        throw AppError.of(m.ssoIssuerInvalid, 400, { fields: { issuer: m.ssoIssuerInvalid } });
      }
      const stored = await findSso(db, org.id);
      const secret =
        request.client_secret ??
        (stored && ctx.accountSecrets.open(stored.client_secret_sealed, sealContext(org.id)));
      if (!secret) {
        throw AppError.of(m.ssoClientSecretRequired, 400, {
          fields: { client_secret: m.ssoClientSecretRequired },
        });
      }
      try {
        await createOidcClient({
          issuer,
          clientId: request.client_id,
          clientSecret: secret,
        }).discover();
      } catch (error) {
        log.info({ err: error, issuer }, 'an organization provider discovery failed');
        throw AppError.of(m.ssoDiscoveryFailed, 400, { fields: { issuer: m.ssoDiscoveryFailed } });
      }
      const enforce = request.enforce_sso ?? false;
      const domains = request.domains;
      await db.transaction().execute(async (trx) => {
        await replaceDomains(trx, org.id, domains);
        await saveSso(trx, {
          org_id: org.id,
          issuer,
          client_id: request.client_id,
          client_secret_sealed: ctx.accountSecrets.seal(secret, sealContext(org.id)),
          enforce_sso: enforce ? 1 : 0,
          updated_at: clock.now().toISOString(),
        });
        await recordOrgAudit(trx, {
          orgId: org.id,
          at: clock.now(),
          actorId: session.user.id,
          action: 'sso.changed',
          target: {
            type: 'organization',
            id: org.slug,
            detail: `issuer=${issuer} domains=${[...new Set(domains)].join(',')} enforce_sso=${enforce}`,
          },
        });
      });
      return view(org.id);
    },

    /** Checks the domain's TXT record; a proven domain stays proven (owners, admins). */
    async verifyDomain(session: AuthContext, slug: string, domain: string) {
      const org = await orgs.administered(session, slug);
      const row = (await listDomains(db, org.id)).find((entry) => entry.domain === domain);
      if (!row) throw AppError.of(m.ssoDomainNotFound, 404);
      if (row.verified_at === null) {
        const proof = await checkDomainProof(domain, row.token, config.dnsServers);
        if (proof === 'missing') throw AppError.of(m.ssoRecordMissing, 409);
        if (proof === 'wrong') throw AppError.of(m.ssoRecordWrong, 409);
        // Another organization may have proven it a moment before: the first proof holds.
        const claim = await findDomain(db, domain);
        if (claim?.id !== row.id) throw AppError.of(m.ssoDomainTaken, 409);
        await db.transaction().execute(async (trx) => {
          await markDomainVerified(trx, row.id, clock.now());
          await recordOrgAudit(trx, {
            orgId: org.id,
            at: clock.now(),
            actorId: session.user.id,
            action: 'sso.changed',
            target: { type: 'domain', id: domain, detail: 'verified' },
          });
        });
      }
      return view(org.id);
    },

    /** `GET /api/sso/start`: to the provider of the organization that proved the address's domain. */
    async start(email: string): Promise<SsoRedirect> {
      const sso = await ssoOfVerifiedDomain(db, domainOf(email));
      if (!sso) throw AppError.of(m.ssoNotConfigured, 404);
      const flow: SsoFlow = {
        orgId: sso.org_id,
        state: randomBytes(32).toString('base64url'),
        codeVerifier: randomBytes(32).toString('base64url'),
        nonce: randomBytes(32).toString('base64url'),
        expiresAt: clock.now().getTime() + ssoFlowTtlMs,
      };
      const url = await clientOf(sso).authorizationUrl({ redirectUri, ...flow });
      return {
        location: url.toString(),
        cookie: ssoFlowCookie(ctx.accountSecrets, flow, secure),
      };
    },

    /**
     * `GET /api/sso/callback`: checks the flow, asks the provider who signed in, and signs in the
     * account of that address, a member of the organization from then on; a person with no account
     * yet completes the registration first (the /oauth page's form, as after Google).
     * Only an address the provider verified, on one of the organization's proven domains, counts.
     */
    async callback(
      requestUrl: string,
      cookieHeader: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<SsoRedirect> {
      const callbackUrl = new URL(requestUrl, config.publicUrl);
      const params = callbackUrl.searchParams;
      const now = clock.now();
      const flow = openSsoFlow(ctx.accountSecrets, cookieHeader, now);
      if (!flow || params.get('state') !== flow.state) return failure('oauth_state_invalid');
      // A state counts once, however the callback is replayed.
      if (!(await claimFlowState(db, flow.state, new Date(flow.expiresAt), now))) {
        return failure('oauth_state_invalid');
      }
      const providerError = params.get('error');
      if (providerError !== null) {
        return failure(
          providerError === 'access_denied' ? 'oauth_provider_denied' : 'oauth_provider_failed',
        );
      }
      const sso = await findSso(db, flow.orgId);
      if (!sso) return failure(m.ssoNotConfigured);
      let profile: ProviderProfile;
      try {
        profile = await clientOf(sso).profileFromCallback(callbackUrl, { redirectUri, ...flow });
      } catch (error) {
        log.warn({ err: error, org: flow.orgId }, 'an organization provider sign-in failed');
        return failure('oauth_provider_failed');
      }
      const email = profile.email;
      if (email === null || !profile.emailVerified) return failure(m.ssoEmailUnverified);
      const proven = await ssoOfVerifiedDomain(db, domainOf(email));
      if (proven?.org_id !== flow.orgId) return failure(m.ssoEmailOutsideDomains);
      const user = await findUserByLogin(db, normalizeIdentifier(email));
      // A new person completes the registration (username, country, terms) before joining.
      if (!user) {
        return toSite(
          await oauth.ssoSignupPage({ id: sso.org_id, name: proven.name }, { ...profile, email }),
        );
      }
      await joinThroughSso(db, flow.orgId, user, clock.now());
      return toSite(await oauth.signInPage(user.id));
    },
  };
}
