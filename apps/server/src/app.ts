import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { Redis } from 'ioredis';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { BackgroundTasks } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { extensionsRoutes } from './modules/extensions/extensions.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createAuthGuard } from './plugins/auth';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerRateLimiting } from './plugins/rate-limit';
import { registerSchemaCompilers } from './plugins/schemas';
import { isJsonApiRoute, registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { createPasswordHasher } from './security/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the modules share (database, mailer, clock...); tests reach in through it. */
    sinyal: AppContext;
  }
}

export interface BuildOptions {
  /** Tests pass a clock they can move forward (token and link expiry). */
  clock?: Clock;
}

/** Builds the whole server for a config; never listens (tests use app.inject()). */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Bodies are small JSON documents; anything bigger is refused before it is read.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });

  registerErrorHandler(app);
  registerSchemaCompilers(app);
  await registerSecurityHeaders(app, config);
  // API answers are small JSON and request bodies are never compressed: compression is for the
  // site's files and the API description. Skipping it keeps every API call cheaper.
  app.addHook('onRoute', (route) => {
    if (isJsonApiRoute(route.url)) {
      route.compress ??= false;
      route.decompress ??= false;
    }
  });
  await app.register(compress, { threshold: 1024 });

  const db = await openDatabase(config, (error) =>
    app.log.warn({ err: error }, 'database connection lost'),
  );
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5000 })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  const background = new BackgroundTasks(app.log);
  const mailer = createMailer(config, app.log);

  app.addHook('onClose', async () => {
    await background.settled();
    mailer.close();
    await db.destroy();
    await redis?.quit().catch(() => redis.disconnect());
  });

  try {
    await migrateToLatest(db, config.databaseSchema);
  } catch (error) {
    await app.close();
    throw error;
  }

  const clock = options.clock ?? systemClock;
  const ctx: AppContext = {
    config,
    db,
    clock,
    mailer,
    background,
    passwords: createPasswordHasher(config),
    rateLimits: await registerRateLimiting(app, config, redis),
    auth: createAuthGuard(app, db, clock),
  };
  app.decorate('sinyal', ctx);

  await registerApiDocs(app);
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(extensionsRoutes, { ctx });

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
