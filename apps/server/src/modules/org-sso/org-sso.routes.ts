import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  orgSsoRequestSchema,
  orgSsoResponseSchema,
  ssoCallbackQuerySchema,
  ssoDomainParamsSchema,
  ssoStartQuerySchema,
} from '@sinyal/contracts/org-sso';
import { orgParamsSchema } from '@sinyal/contracts/orgs';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createOrgSsoService, type SsoRedirect } from './org-sso.service';

const redirectAnswer = {
  302: z.null().describe("To the organization's provider, or to the site's /oauth page"),
};

/** An organization's single sign-on: its settings (owners, admins) and the sign-in through it. */
export async function orgSsoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createOrgSsoService(ctx);
  const { api, limits, perIp, open, session } = routeKit(app, ctx, 'organizations');
  // The flow's answers are about one browser's sign-in: never kept by a cache.
  const send = (reply: FastifyReply, to: SsoRedirect) =>
    reply
      .header('set-cookie', to.cookie)
      .header('cache-control', 'no-store')
      .redirect(to.location, 302);

  api.get(
    '/orgs/:slug/sso',
    session(
      "The organization's single sign-on: its provider, whether it is enforced, and its domains with their tokens (never the secret; owners and admins)",
      { params: orgParamsSchema, response: { 200: orgSsoResponseSchema } },
    ),
    async (request) => service.get(authOf(request), request.params.slug),
  );

  api.put(
    '/orgs/:slug/sso',
    session(
      "Set the organization's OpenID Connect provider (checked by reading its discovery; an http issuer only on a loopback address), its domains and enforce_sso; client_secret may be left out to keep the stored one (owners and admins)",
      {
        params: orgParamsSchema,
        body: orgSsoRequestSchema,
        response: { 200: orgSsoResponseSchema },
      },
    ),
    async (request) =>
      service.save(authOf(request), request.params.slug, request.body, request.log),
  );

  api.post(
    '/orgs/:slug/sso/domains/:domain/verify',
    {
      ...session(
        'Check that the DNS TXT record _sinyal.<domain> holds sinyal-verify=<token>; 409 sso_record_missing or sso_record_wrong when not (owners and admins)',
        { params: ssoDomainParamsSchema, response: { 200: orgSsoResponseSchema } },
      ),
      // Each check asks the DNS: counted per address.
      onRequest: [ctx.auth.session, perIp('sso-verify', limits.login.ip)],
    },
    async (request) =>
      service.verifyDomain(authOf(request), request.params.slug, request.params.domain),
  );

  api.get(
    '/sso/start',
    open(
      "Start a sign-in through the provider of the organization that proved the e-mail's domain: 302 there with state, PKCE S256 and a nonce sealed in a 10-minute cookie; 404 sso_not_configured otherwise",
      { querystring: ssoStartQuerySchema, response: redirectAnswer },
      { onRequest: perIp('sso-start', limits.login.ip) },
    ),
    async (request, reply) => send(reply, await service.start(request.query.email)),
  );

  api.get(
    '/sso/callback',
    open(
      "The organization provider's way back: signs in the account of the address it vouched for, a member of the organization (a new person completes the registration on the /oauth page first); 302 to the site's /oauth page with a one-time code or an error in the fragment",
      { querystring: ssoCallbackQuerySchema, response: redirectAnswer },
      { onRequest: perIp('sso-callback', limits.login.ip) },
    ),
    async (request, reply) =>
      send(reply, await service.callback(request.url, request.headers.cookie, request.log)),
  );
}
