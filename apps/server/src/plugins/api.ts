import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
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
import { passkeysRoutes } from '../modules/passkeys/passkeys.routes';
import { declareErrorAnswers } from './route-kit';
import { registerApiHeaders } from './security-headers';

/** The API's 404: JSON, whatever the method (docs/architecture.md §3). */
async function noApiRoute(request: FastifyRequest): Promise<never> {
  const path = request.url.split('?')[0] ?? '';
  throw new AppError('not_found', 404, `No API route for ${request.method} ${path}`);
}

/**
 * Everything under /api, in its own encapsulated context: its headers, its 404 and no
 * compression (answers are small JSON, and skipping it keeps every call cheaper). The site's
 * plugins (helmet, compression, static files) live in a sibling context and never see these routes.
 */
export async function apiPlugin(api: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerApiHeaders(api, ctx.config);

  declareErrorAnswers(api, ctx);

  // Every other path under /api is the API's too. Without these routes, a GET or HEAD of an
  // unknown /api path would fall to the site's static files (a wildcard route of theirs that only
  // exists where the site is built, as in production) and get the site's text 404 without the API's
  // headers. Refused in onRequest, before a body is read: an unknown path is a 404 whatever it sends.
  for (const url of ['/', '/*']) {
    api.all(url, { schema: { hide: true }, onRequest: noApiRoute }, noApiRoute);
  }
  api.setNotFoundHandler(noApiRoute);

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
  await api.register(passkeysRoutes, { ctx });
}
