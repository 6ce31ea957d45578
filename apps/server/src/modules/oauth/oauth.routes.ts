import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { oauthMessages as m } from '@sinyal/contracts/oauth-messages';
import {
  accountExistsErrorSchema,
  identitiesResponseSchema,
  linkTicketRequestSchema,
  linkTicketResponseSchema,
  oauthCallbackQuerySchema,
  oauthExchangeRequestSchema,
  oauthExchangeResponseSchema,
  oauthProviderParamsSchema,
  oauthProvidersResponseSchema,
  oauthRegisterRequestSchema,
  oauthRegisterResponseSchema,
  oauthStartQuerySchema,
} from '@sinyal/contracts/oauth';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { orApiError, routeKit } from '../../plugins/route-kit';
import { ssoRequiredErrorSchema } from '@sinyal/contracts/org-sso';
import { createOAuthService, type Redirect } from './oauth.service';

/** A full-page step's answer: a redirect that also sets (or clears) the flow's cookie. */
const redirectAnswer = {
  302: z.null().describe("To the provider, or to the site's /oauth page"),
};

/** The token of `Authorization: Bearer <token>`, when the page sends its session (a link's end). */
function bearerOf(header: string | undefined): string | undefined {
  return /^Bearer +(\S+)$/i.exec(header?.trim() ?? '')?.[1];
}

/** Signing in with Google or GitHub, linking them, and the linked accounts (docs/architecture.md §16). */
export async function oauthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { api, limits, perIp, open, openPerIp, session, sessionView, sessionRemove } = routeKit(
    app,
    ctx,
    'oauth',
  );
  const service = createOAuthService(ctx);
  // Read once: the settings never change while the server runs.
  const providers = service.providers();
  /** A browser's step of a provider's flow: a 302, counted with the sign-ins of its address. */
  const flowStep = <Q extends z.ZodType>(summary: string, querystring: Q, limitKey: string) =>
    open(
      summary,
      { params: oauthProviderParamsSchema, querystring, response: redirectAnswer },
      { onRequest: perIp(limitKey, limits.login.ip) },
    );
  // The flow's answers are about one browser's sign-in: never kept by a cache.
  const send = (reply: FastifyReply, to: Redirect) =>
    reply
      .header('set-cookie', to.cookie)
      .header('cache-control', 'no-store')
      .redirect(to.location, 302);

  api.get(
    '/oauth/providers',
    open('The sign-in providers this server offers (those with their settings); [] when none', {
      response: { 200: oauthProvidersResponseSchema },
    }),
    async () => providers,
  );

  api.get(
    '/oauth/:provider/start',
    flowStep(
      'Start a sign-in (intent=login) or a link (intent=link with a ticket from POST /oauth/link-ticket): 302 to the provider with state, PKCE S256 and a nonce sealed in a 10-minute cookie',
      oauthStartQuerySchema,
      'oauth-start',
    ),
    async (request, reply) =>
      send(reply, await service.start(request.params.provider, request.query)),
  );

  api.get(
    '/oauth/:provider/callback',
    flowStep(
      "The provider's way back: checks the flow, then 302 to the site's /oauth page with a one-time code (or an error) in the fragment",
      oauthCallbackQuerySchema,
      'oauth-callback',
    ),
    async (request, reply) =>
      send(
        reply,
        await service.callback(
          request.params.provider,
          request.url,
          request.headers.cookie,
          request.log,
        ),
      ),
  );

  api.post(
    '/oauth/exchange',
    openPerIp(
      "Trade the callback's one-time code (single use, 60 s): a session, {mfa_required, mfa_token}, a new person's {signup_token, ...}, or {linked} (a link needs the bearer session that asked for it); 409 account_exists when the address has an account that has not linked this provider; 403 sso_required (with start_url) when the organization of the address's domain enforces single sign-on (owners excepted)",
      {
        body: oauthExchangeRequestSchema,
        response: {
          200: oauthExchangeResponseSchema,
          403: orApiError(ssoRequiredErrorSchema),
          409: orApiError(accountExistsErrorSchema),
        },
      },
      'oauth-exchange',
      limits.login.ip,
    ),
    async (request) =>
      service.exchange(
        request.body.code,
        requestMeta(request),
        bearerOf(request.headers.authorization),
      ),
  );

  api.post(
    '/oauth/register',
    openPerIp(
      "Complete a new person's registration (the form's rules, no password): a session, or the register answer when the provider did not verify the address (a verification link is mailed); after an organization's single sign-on the account joins it",
      {
        body: oauthRegisterRequestSchema,
        response: {
          201: oauthRegisterResponseSchema,
          403: orApiError(ssoRequiredErrorSchema),
          409: orApiError(accountExistsErrorSchema),
        },
      },
      'register',
      limits.register.ip,
    ),
    async (request, reply) =>
      reply.code(201).send(await service.register(request.body, requestMeta(request))),
  );

  api.post(
    '/oauth/link-ticket',
    session('A single-use ticket (2 minutes) for GET /oauth/{provider}/start?intent=link', {
      body: linkTicketRequestSchema,
      response: { 200: linkTicketResponseSchema },
    }),
    async (request) => service.linkTicket(authOf(request), request.body.provider),
  );

  sessionView(
    '/identities',
    'The provider accounts linked to this account, and whether it has a password',
    identitiesResponseSchema,
    (auth) => service.identities(auth),
  );

  sessionRemove(
    '/identities/:id',
    'Unlink a provider account; 409 last_sign_in_method when nothing else could sign in',
    m.identityRemoved,
    (auth, id) => service.unlink(auth, id),
  );
}
