import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { accountRoutes } from '../modules/account/account.routes';
import { accountDataRoutes } from '../modules/account-data/account-data.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { clientErrorsRoutes } from '../modules/client-errors/client-errors.routes';
import { contactRoutes } from '../modules/contact/contact.routes';
import { emailChangeRoutes } from '../modules/email-change/email-change.routes';
import { deviceRoutes } from '../modules/device/device.routes';
import { extensionsRoutes } from '../modules/extensions/extensions.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { keysRoutes } from '../modules/keys/keys.routes';
import { registryRoutes } from '../modules/registry/registry.routes';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { tokensRoutes } from '../modules/tokens/tokens.routes';
import { twoFactorRoutes } from '../modules/two-factor/two-factor.routes';
import { licenceRoutes } from '../modules/licence/licence.routes';
import { billingRoutes } from '../modules/billing/billing.routes';
import { oauthRoutes } from '../modules/oauth/oauth.routes';
import { apiSecurityHeaders } from './security-headers';

/**
 * Everything under /api, in its own encapsulated context: its headers, its 404 and no
 * compression (answers are small JSON, and skipping it keeps every call cheaper). The site's
 * plugins (helmet, compression, static files) live in a sibling context and never see these routes.
 */
export async function apiPlugin(api: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const headers = apiSecurityHeaders(ctx.config);
  api.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });

  api.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 'not_found',
      detail: `No API route for ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  await api.register(healthRoutes, { db: ctx.db, redis: ctx.redis });
  await api.register(authRoutes, { ctx });
  await api.register(accountRoutes, { ctx });
  await api.register(twoFactorRoutes, { ctx });
  await api.register(tokensRoutes, { ctx });
  await api.register(settingsRoutes, { ctx });
  await api.register(accountDataRoutes, { ctx });
  await api.register(emailChangeRoutes, { ctx });
  await api.register(contactRoutes, { ctx });
  await api.register(extensionsRoutes, { ctx });
  await api.register(registryRoutes, { ctx });
  await api.register(clientErrorsRoutes, { ctx });
  await api.register(keysRoutes, { ctx });
  await api.register(deviceRoutes, { ctx });
  await api.register(licenceRoutes, { ctx });
  await api.register(billingRoutes, { ctx });
  await api.register(oauthRoutes, { ctx });
}
