import type { FastifyInstance } from 'fastify';
import { extensionIdParamsSchema } from '@sinyal/contracts/extensions-api';
import { extensionStatsSchema, myExtensionsSchema } from '@sinyal/contracts/publisher';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createPublisherService } from './publisher.service';

/** What a publisher sees of their extensions (docs/architecture.md §19). */
export async function publisherRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createPublisherService(ctx);
  const { api, session } = routeKit(app, ctx, 'publisher');

  api.get(
    '/user/extensions',
    session(
      'The signed-in account’s extensions with their versions, downloads, rating and open reports',
      { response: { 200: myExtensionsSchema } },
    ),
    async (request) => ({ items: await service.extensions(authOf(request).user.id) }),
  );

  api.get(
    '/extensions/:id/stats',
    session('Downloads per day of the last 90 days, zeros included (the extension’s owner)', {
      params: extensionIdParamsSchema,
      response: { 200: extensionStatsSchema },
    }),
    async (request) => service.stats(authOf(request).user.id, request.params.id),
  );
}
