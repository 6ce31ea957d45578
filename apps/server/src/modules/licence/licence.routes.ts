import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import {
  activateRequestSchema,
  devicesResponseSchema,
  leaseRequestSchema,
  leaseResponseSchema,
  licenceCodes as m,
  noSeatErrorSchema,
  offlineLeaseFileSchema,
  offlineLeaseRequestSchema,
} from '@sinyal/contracts/licence';
import { englishMessage } from '@sinyal/contracts/message-catalog';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { authOf } from '../../plugins/auth';
import { orApiError, routeKit } from '../../plugins/route-kit';
import { openFingerprintHasher } from './fingerprint-hasher';
import type { DeviceWithPlan } from './licence.repository';
import { createLicenceService, type NoSeat } from './licence.service';

const deviceParamsSchema = z.object({ id: z.string().min(1).max(64) });

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec((request.headers.authorization ?? '').trim());
  return match?.[1];
}

function noSeatAnswer(refused: NoSeat) {
  return {
    code: m.noSeat,
    detail: englishMessage(m.noSeat, { limit: refused.limit }) ?? m.noSeat,
    limit: refused.limit,
    devices: refused.devices,
  };
}

/**
 * Leases and devices (docs/architecture.md §9). Activation and renewal take the device token of
 * the device sign-in; the device list and offline leases are the signed-in user's.
 */
export async function licenceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createLicenceService(
    ctx,
    openFingerprintHasher({
      fromEnvironment: ctx.config.deviceFingerprintKey,
      dataDir: ctx.config.dataDir,
    }),
  );
  const { api, limits, perIp, bearer, session, tokenView } = routeKit(app, ctx, 'licence');

  // The device is found before the body is read: a removed device hears so whatever it sent.
  const devices = new WeakMap<FastifyRequest, DeviceWithPlan>();
  const deviceToken: onRequestHookHandler = async (request) => {
    devices.set(request, await service.deviceOfToken(bearerToken(request)));
  };
  const deviceOf = (request: FastifyRequest) => {
    const device = devices.get(request);
    if (!device) throw AppError.of(m.deviceTokenInvalid, 401);
    return device;
  };
  const deviceGuards = { onRequest: [perIp('licence', limits.licence.ip), deviceToken] };

  api.post(
    '/licence/activate',
    bearer(
      'Activate the device (its token from the device sign-in) and get a lease; costs a seat once per fingerprint',
      {
        body: activateRequestSchema,
        response: {
          200: leaseResponseSchema,
          409: orApiError(noSeatErrorSchema),
        },
      },
      deviceGuards,
    ),
    async (request, reply) => {
      const result = await service.activate(deviceOf(request), request.body);
      return 'limit' in result ? reply.code(409).send(noSeatAnswer(result)) : result;
    },
  );

  api.post(
    '/licence/lease',
    bearer(
      "Renew the device's lease with the account's plan as it is now (403 device_revoked once removed)",
      {
        body: leaseRequestSchema,
        response: { 200: leaseResponseSchema },
      },
      deviceGuards,
    ),
    async (request) => service.renew(deviceOf(request), request.body),
  );

  api.post(
    '/licence/offline',
    bearer(
      'Enterprise: a 90-day lease for a computer that cannot reach the service, from its request file',
      {
        body: offlineLeaseRequestSchema,
        response: {
          200: offlineLeaseFileSchema,
          409: orApiError(noSeatErrorSchema),
        },
      },
      { onRequest: [ctx.auth.session, perIp('licence', limits.licence.ip)] },
    ),
    async (request, reply) => {
      const result = await service.offlineLease(authOf(request).user, request.body.request);
      return 'limit' in result ? reply.code(409).send(noSeatAnswer(result)) : result;
    },
  );

  tokenView(
    '/devices',
    "The account's devices, its plan and the seats they use",
    devicesResponseSchema,
    (auth) => service.devices(auth.user),
  );

  api.delete(
    '/devices/:id',
    session('Remove a device: its seat is free at once, and its next renewal is refused', {
      params: deviceParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => service.revoke(authOf(request).user, request.params.id),
  );
}
