import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';
import { declareErrorAnswers } from './route-kit';
import { registerApiHeaders } from './security-headers';

/** The API's 404: JSON, whatever the method (docs/architecture.md §3). */
async function noApiRoute(request: FastifyRequest): Promise<never> {
  const path = request.url.split('?')[0] ?? '';
  throw new AppError('not_found', 404, `No API route for ${request.method} ${path}`);
}

export interface ApiOptions {
  config: Config;
  /** What the declared routes are kept under (declaredRoutes): the app's context. */
  appKey: object;
  /**
   * Registers every module's routes: the composition root (app.ts) knows the modules and what
   * each is given; this plugin only gives them the API's context.
   */
  routes: (api: FastifyInstance) => Promise<void>;
}

/**
 * Everything under /api, in its own encapsulated context: its headers, its 404 and no
 * compression (answers are small JSON, and skipping it keeps every call cheaper). The site's
 * plugins (helmet, compression, static files) live in a sibling context and never see these routes.
 */
export async function apiPlugin(api: FastifyInstance, { config, appKey, routes }: ApiOptions) {
  registerApiHeaders(api, config);

  declareErrorAnswers(api, appKey);

  // Every other path under /api is the API's too. Without these routes, a GET or HEAD of an
  // unknown /api path would fall to the site's static files (a wildcard route of theirs that only
  // exists where the site is built, as in production) and get the site's text 404 without the API's
  // headers. Refused in onRequest, before a body is read: an unknown path is a 404 whatever it sends.
  for (const url of ['/', '/*']) {
    api.all(url, { schema: { hide: true }, onRequest: noApiRoute }, noApiRoute);
  }
  api.setNotFoundHandler(noApiRoute);

  await routes(api);
}
