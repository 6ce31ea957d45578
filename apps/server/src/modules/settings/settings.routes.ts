import type { FastifyInstance } from 'fastify';
import {
  accountSettingsSchema,
  accountSettingsUpdateSchema,
} from '@sinyal/contracts/account-security';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createSettingsService } from './settings.service';

/**
 * The account's settings (docs/architecture.md §11): the telemetry opt-out the desktop app honours
 * (so an API token may read it) and the newsletter. Changing them takes a login session.
 */
export async function settingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { api, session, sessionOrToken } = routeKit(app, ctx, 'account');

  const service = createSettingsService(ctx);

  api.get(
    '/settings',
    sessionOrToken('Telemetry opt-out and newsletter', {
      response: { 200: accountSettingsSchema },
    }),
    async (request) => service.read(authOf(request).user.id),
  );

  api.put(
    '/settings',
    session('Change either setting or both; answers all of them', {
      body: accountSettingsUpdateSchema,
      response: { 200: accountSettingsSchema },
    }),
    async (request) => service.update(authOf(request).user.id, request.body),
  );
}
