import type { FastifyInstance } from 'fastify';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import type { AppContext } from '../../app-context';
import { routeKit } from '../../plugins/route-kit';

export async function keysRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { api, open } = routeKit(app, ctx, 'keys');
  api.get(
    '/keys',
    open(
      'Public keys (JWKS) that verify release signatures and licence leases; a new key is listed before it signs',
      { response: { 200: jwksSchema } },
    ),
    async (_request, reply) => {
      // Public and the same for everyone; short enough that a rotation is seen well before the
      // new key signs.
      void reply.header('cache-control', 'public, max-age=300');
      return ctx.signingKeys.jwks();
    },
  );
}
