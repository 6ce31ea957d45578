import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@sinyal/contracts/api-error';
import {
  extensionDetailSchema,
  extensionInstallResponseSchema,
  extensionListQuerySchema,
  extensionListResponseSchema,
  publisherParamsSchema,
  publisherSchema,
} from '@sinyal/contracts/extensions-api';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createCatalogueService } from './catalogue.service';

const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

export async function catalogueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createCatalogueService(ctx);

  const { api, open, session } = routeKit(app, ctx, 'extensions');

  api.get(
    '/extensions',
    open(
      'The catalogue, ordered by name: q matches name, description and category (ignoring case); ' +
        'category is Recorder (with the data sources and processing steps), Visualization, DataSource or Processing',
      {
        querystring: extensionListQuerySchema,
        response: { 200: extensionListResponseSchema },
      },
    ),
    async (request) => service.list(request.query),
  );

  api.get(
    '/extensions/:id',
    open('One extension with its versions (newest first) and the manifest of the latest', {
      params: idParamsSchema,
      response: { 200: extensionDetailSchema },
    }),
    async (request) => service.detail(request.params.id),
  );

  // Manifest-only publishing made cards that nothing could install; packages replaced it
  // (docs/architecture.md §8). The answer says where publishing went, to anyone who still calls it.
  api.post(
    '/extensions',
    open('Retired: publishing takes a package now, POST /api/extensions/{id}/versions (410 Gone)', {
      deprecated: true,
      response: { 410: apiErrorSchema },
    }),
    async () => {
      throw AppError.of('manifest_publishing_retired', 410);
    },
  );

  api.get(
    '/publishers/:name',
    open(
      'A publisher (an author name; look-alike spellings find the same one) and their extensions',
      { params: publisherParamsSchema, response: { 200: publisherSchema } },
    ),
    async (request) => service.publisher(request.params.name),
  );

  api.post(
    '/extensions/:id/installs',
    session(
      'Record that the signed-in user installed the extension through the desktop app (once per user)',
      {
        params: idParamsSchema,
        response: {
          200: extensionInstallResponseSchema,
          201: extensionInstallResponseSchema,
        },
      },
    ),
    async (request, reply) => {
      const { created, install } = await service.recordInstall(
        authOf(request).user,
        request.params.id,
      );
      return reply.code(created ? 201 : 200).send(install);
    },
  );

  api.delete(
    '/extensions/:id/installs',
    session(
      'Forget that the signed-in user installed the extension (they uninstalled it from the desktop app); 204 whether or not it was recorded',
      { params: idParamsSchema, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await service.removeInstall(authOf(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
