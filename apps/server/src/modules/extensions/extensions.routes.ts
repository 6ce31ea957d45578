import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  extensionDetailSchema,
  extensionInstallResponseSchema,
  extensionListQuerySchema,
  extensionListResponseSchema,
  extensionsApiMessages as m,
  publishExtensionRequestSchema,
} from '@sinyal/contracts/extensions-api';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { hourMs } from '../../lib/clock';
import { bearerSecurity, errorResponses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { createExtensionsService } from './extensions.service';

const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * Publishing is for tools and CI, so it takes an API token only: the call is counted in the
 * account's API calls, and a stolen browser session cannot publish code to everyone.
 */
const requireApiToken: onRequestHookHandler = async (request) => {
  if (authOf(request).kind !== 'api') {
    throw new AppError('api_token_required', 403, m.apiTokenRequired);
  }
};

// Checked before the body is read: a free account learns why at once, whatever it sent.
const requirePremium: onRequestHookHandler = async (request) => {
  if (!authOf(request).user.is_premium) {
    throw new AppError('premium_required', 403, m.premiumRequired);
  }
};

// Generous for a release pipeline, small enough that one account cannot flood the catalogue.
const publishLimit = { max: 60, windowMs: hourMs };

export async function extensionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createExtensionsService(ctx);
  await service.seedSamples();

  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['extensions'];

  api.get(
    '/api/extensions',
    {
      schema: {
        tags,
        summary:
          'The catalogue, ordered by name: q matches name, description and category (ignoring case); ' +
          'category is Recorder or Visualization',
        querystring: extensionListQuerySchema,
        response: { 200: extensionListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.list(request.query),
  );

  api.get(
    '/api/extensions/:id',
    {
      schema: {
        tags,
        summary: 'One extension with its versions (newest first) and the manifest of the latest',
        params: idParamsSchema,
        response: { 200: extensionDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  api.post(
    '/api/extensions',
    {
      schema: {
        tags,
        summary:
          'Publish a new extension, or a higher version of one you own (API token of a Pro or Enterprise account)',
        security: bearerSecurity,
        body: publishExtensionRequestSchema,
        response: {
          201: extensionDetailSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
      onRequest: [ctx.auth.sessionOrApiToken, requireApiToken, requirePremium],
      preHandler: ctx.rateLimits.perAccount(
        'publish',
        publishLimit,
        (request) => request.auth?.user.id,
      ),
    },
    async (request, reply) => {
      const published = await service.publish(authOf(request).user, request.body);
      return reply.code(201).send(published);
    },
  );

  api.post(
    '/api/extensions/:id/installs',
    {
      schema: {
        tags,
        summary:
          'Record that the signed-in user installed the extension through the desktop app (once per user)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: {
          200: extensionInstallResponseSchema,
          201: extensionInstallResponseSchema,
          ...errorResponses(401, 403, 404),
        },
      },
      onRequest: ctx.auth.session,
    },
    async (request, reply) => {
      const { created, install } = await service.recordInstall(
        authOf(request).user,
        request.params.id,
      );
      return reply.code(created ? 201 : 200).send(install);
    },
  );
}
