import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from './config';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { healthRoutes } from './modules/health/health.routes';

/** Builds the whole server for a config; never listens (tests use app.inject()). */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Bodies are small JSON documents; anything bigger is refused before it is read.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoutes);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({
        code: 'not_found',
        detail: `No API route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    // The site's screens live after the "#": a typed path such as /download is sent to its screen.
    const pathOnly = request.url.split('?')[0] ?? '/';
    const looksLikeScreen =
      (request.method === 'GET' || request.method === 'HEAD') && /^\/[a-z-]+\/?$/.test(pathOnly);
    if (looksLikeScreen && (request.headers.accept ?? '').includes('text/html')) {
      return reply.redirect(`/#${pathOnly.replace(/\/$/, '')}`, 302);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });

  await registerWeb(app, config);
  return app;
}
