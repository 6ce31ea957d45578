import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  deviceAuthorizeRequestSchema,
  deviceAuthorizeResponseSchema,
  deviceDecisionResponseSchema,
  deviceTokenErrorSchema,
  deviceTokenRequestSchema,
  deviceTokenResponseSchema,
  pendingDeviceSchema,
  userCodeRequestSchema,
} from '@sinyal/contracts/licence';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createDeviceService } from './device.service';

/**
 * RFC 8628 device authorization (docs/architecture.md §9). The desktop app calls authorize and
 * token without an account; the signed-in user looks the code up, then approves or denies it.
 */
export async function deviceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createDeviceService(ctx);
  const { api, limits, perIp, open, bearer } = routeKit(app, ctx, 'devices');
  // Every try of a user code counts per address; wrong ones also per account (the service).
  const userCodeRoute = <R extends FastifySchema['response']>(summary: string, response: R) =>
    bearer(
      summary,
      { body: userCodeRequestSchema, response },
      { onRequest: [ctx.auth.session, perIp('device-code', limits.deviceCode.ip)] },
    );
  const decisionResponse = {
    200: deviceDecisionResponseSchema,
    ...errorResponses(400, 401, 403, 404, 409, 429),
  };

  api.post(
    '/device/authorize',
    open(
      'Start a device sign-in (RFC 8628): a device code to poll with and a user code to type at verification_uri',
      {
        body: deviceAuthorizeRequestSchema,
        response: { 200: deviceAuthorizeResponseSchema, ...errorResponses(400, 429) },
      },
      { onRequest: perIp('device-authorize', limits.deviceAuthorize.ip) },
    ),
    async (request) => service.authorize(request.body),
  );

  api.post(
    '/device/token',
    open(
      'Poll a device sign-in every `interval` seconds: 400 authorization_pending, slow_down, access_denied or expired_token until the user has approved, then the device token',
      {
        body: deviceTokenRequestSchema,
        response: {
          200: deviceTokenResponseSchema,
          400: deviceTokenErrorSchema,
          ...errorResponses(429),
        },
      },
      { onRequest: perIp('device-token', limits.deviceToken.ip) },
    ),
    async (request) => service.token(request.body),
  );

  api.post(
    '/device/lookup',
    userCodeRoute('The device waiting behind a user code, to show before approving it', {
      200: pendingDeviceSchema,
      ...errorResponses(400, 401, 403, 404, 409, 429),
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
