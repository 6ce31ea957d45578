import type { FastifyInstance } from 'fastify';
import { oauthProvidersResponseSchema } from '@sinyal/contracts/oauth';
import type { AppContext } from '../../app-context';
import { routeKit } from '../../plugins/route-kit';
import { offeredProviders } from './oauth.service';

/** Signing in with another account (docs/architecture.md §3); for now only which providers exist. */
export async function oauthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { api, open } = routeKit(app, ctx, 'oauth');
  // Read once: the settings never change while the server runs.
  const providers = offeredProviders(ctx.config.oauth);

  api.get(
    '/oauth/providers',
    open('The sign-in providers this server offers (those with their settings); [] when none', {
      response: { 200: oauthProvidersResponseSchema },
    }),
    async () => providers,
  );
}
