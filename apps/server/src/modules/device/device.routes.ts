import type { FastifyInstance, FastifySchema, onRequestHookHandler } from 'fastify';
import {
  authorizationServerMetadataSchema,
  deviceAuthorizeRequestSchema,
  deviceAuthorizeResponseSchema,
  deviceCodeGrantType,
  deviceDecisionResponseSchema,
  deviceTokenRequestSchema,
  deviceTokenResponseSchema,
  pendingDeviceSchema,
  publishToolTokenResponseSchema,
  userCodeRequestSchema,
} from '@sinyal/contracts/licence';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { declareErrorAnswers, routeKit } from '../../plugins/route-kit';
import { acceptFormBodies, isFormBody } from '../../plugins/schemas';
import { registerApiHeaders } from '../../plugins/security-headers';
import { createDeviceService, type DeviceService } from './device.service';

/**
 * RFC 8628 device authorization (docs/architecture.md §9). The desktop app calls authorize and
 * token without an account; the signed-in user looks the code up, then approves or denies it.
 */
export async function deviceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createDeviceService(ctx);
  await app.register(deviceClientRoutes, { ctx, service });

  const { api, limits, perIp, bearer } = routeKit(app, ctx, 'devices');
  // Every try of a user code counts per address; wrong ones also per account (the service).
  const userCodeRoute = <R extends FastifySchema['response']>(summary: string, response: R) =>
    bearer(
      summary,
      { body: userCodeRequestSchema, response },
      { onRequest: [ctx.auth.session, perIp('device-code', limits.deviceCode.ip)] },
    );
  const decisionResponse = { 200: deviceDecisionResponseSchema };

  api.post(
    '/device/lookup',
    userCodeRoute('The device waiting behind a user code, to show before approving it', {
      200: pendingDeviceSchema,
    }),
    async (request) => service.lookup(authOf(request).user, request.body.user_code),
  );

  api.post(
    '/device/approve',
    userCodeRoute('Connect the device to the signed-in account', decisionResponse),
    async (request) => service.decide(authOf(request).user, request.body.user_code, 'approved'),
  );

  api.post(
    '/device/deny',
    userCodeRoute('Refuse the device sign-in; the device hears access_denied', decisionResponse),
    async (request) => service.decide(authOf(request).user, request.body.user_code, 'denied'),
  );
}

// RFC 6749 §5.1: answers that carry credentials are never stored by a cache, old ones included
// (the API's headers already say Cache-Control: no-store).
const noCache: onRequestHookHandler = (_request, reply, done) => {
  void reply.header('pragma', 'no-cache');
  done();
};

/**
 * The two endpoints the device calls, as RFC 8628 writes them, so that any OAuth library signs a
 * device in: form bodies (and JSON, as the desktop app sends), errors with RFC 6749 §5.2's
 * `error` and `error_description` beside `code` and `detail`. In a context of their own, so that
 * only they read forms: the activate page's calls take JSON alone.
 */
async function deviceClientRoutes(
  app: FastifyInstance,
  { ctx, service }: { ctx: AppContext; service: DeviceService },
) {
  acceptFormBodies(app);
  app.addHook('onRequest', noCache);
  const { api, limits, openPerIp } = routeKit(app, ctx, 'devices');
  const config = { oauthErrors: true };
  // The OpenAPI description lists both body types.
  const consumes = ['application/x-www-form-urlencoded', 'application/json'];

  api.post(
    '/device/authorize',
    {
      ...openPerIp(
        'Start a device sign-in (RFC 8628 §3.1; a form or JSON): a device code to poll with and a user code to type at verification_uri',
        {
          body: deviceAuthorizeRequestSchema,
          consumes,
          response: { 200: deviceAuthorizeResponseSchema },
        },
        'device-authorize',
        limits.deviceAuthorize.ip,
      ),
      config,
    },
    async (request) => service.authorize(request.body),
  );

  api.post(
    '/device/token',
    {
      ...openPerIp(
        'Poll a device sign-in every `interval` seconds (RFC 8628 §3.4; a form or JSON): 400 authorization_pending, slow_down, access_denied or expired_token until the user has approved, then the device token',
        {
          body: deviceTokenRequestSchema,
          consumes,
          // The publishing tool (client_id sinyal-ext) gets an API token, the desktop app a device.
          response: { 200: deviceTokenResponseSchema.or(publishToolTokenResponseSchema) },
        },
        'device-token',
        limits.deviceToken.ip,
      ),
      config,
    },
    async (request) => service.token(request.body, { form: isFormBody(request) }),
  );
}

/**
 * RFC 8414 authorization server metadata at the root of the site, where OAuth libraries look for
 * it (`<issuer>/.well-known/oauth-authorization-server`): the device sign-in's endpoints.
 */
export async function oauthMetadataRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerApiHeaders(app, ctx.config);
  declareErrorAnswers(app, ctx);
  const { api, open } = routeKit(app, ctx, 'devices');
  const issuer = ctx.config.publicUrl;
  const metadata = {
    issuer,
    device_authorization_endpoint: `${issuer}/api/device/authorize`,
    token_endpoint: `${issuer}/api/device/token`,
    grant_types_supported: [deviceCodeGrantType],
    response_types_supported: [],
    token_endpoint_auth_methods_supported: ['none'],
    service_documentation: `${issuer}/api/docs`,
  };

  api.get(
    '/.well-known/oauth-authorization-server',
    open('Where an OAuth client finds the device sign-in (RFC 8414)', {
      response: { 200: authorizationServerMetadataSchema },
    }),
    async () => metadata,
  );
}
