import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context';
import type { Config, TrustProxy } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { openPackageStore } from './storage/open-package-store';
import type { PackageStore } from './storage/package-store';
import { BackgroundTasks } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { openRedis } from './lib/redis';
import { JobQueue } from './jobs/job-queue';
import { countJobs } from './jobs/jobs.repository';
import { scheduleRetention } from './jobs/retention';
import { createQueuedMailer } from './mail/mail-queue';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './modules/account/account.routes';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { checkToken } from './modules/auth/token-check.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { registerPayPage } from './modules/billing/pay-page';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { deviceRoutes, oauthMetadataRoutes } from './modules/device/device.routes';
import { emailChangeRoutes } from './modules/email-change/email-change.routes';
import { healthRoutes } from './modules/health/health.routes';
import { keysRoutes } from './modules/keys/keys.routes';
import { licenceRoutes } from './modules/licence/licence.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { orgsRoutes } from './modules/orgs/orgs.routes';
import { orgSsoRoutes } from './modules/org-sso/org-sso.routes';
import { passkeysRoutes } from './modules/passkeys/passkeys.routes';
import { catalogueRoutes } from './modules/registry/catalogue.routes';
import { catalogPages } from './modules/registry/catalog-pages';
import { createCatalogueService } from './modules/registry/catalogue.service';
import { registryRoutes } from './modules/registry/registry.routes';
import { publisherRoutes } from './modules/publisher/publisher.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { seedDatabase } from './modules/registry/seed-samples';
import { settingsRoutes } from './modules/settings/settings.routes';
import { tokensRoutes } from './modules/tokens/tokens.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { apiPlugin } from './plugins/api';
import { createAuthGuard } from './plugins/auth';
import { registerApiDescription } from './plugins/docs';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { createRateLimiting } from './plugins/rate-limit';
import { createMetrics, registerMetrics } from './observability/metrics';
import { lazyChildLogger } from './observability/lazy-child-logger';
import { registerRequestIds, requestIdOf } from './observability/request-id';
import { registerSchemaCompilers } from './plugins/schemas';
import { sitePlugin } from './plugins/site';
import { openAccountSecrets, type AccountSecrets } from './security/account-secrets';
import { createPasswordHasher } from './security/passwords';
import { openSigningKeyRing, type SigningKeyRing } from './security/signing-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the modules share (database, mailer, clock...); tests reach in through it. */
    sinyal: AppContext;
  }
}

export interface BuildOptions {
  /** Tests pass a clock they can move forward (token and link expiry). */
  clock?: Clock;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Fastify's form of TRUST_PROXY. With a hop count n, the socket's peer and the n-1 entries before
 * it are proxies; the client is the entry the n-th proxy added (the right-most one for n = 1).
 */
function trustProxyOption(setting: TrustProxy) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * The modules whose routes live under /api, each given the app's context, in the order of the
 * API description. This file is the composition root: the cross-cutting layers (plugins, db, mail,
 * jobs, lib, security, observability) never import a module; what they need of one is wired here.
 */
const apiModules = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  twoFactorRoutes,
  tokensRoutes,
  settingsRoutes,
  accountDataRoutes,
  emailChangeRoutes,
  contactRoutes,
  catalogueRoutes,
  registryRoutes,
  moderationRoutes,
  reviewsRoutes,
  publisherRoutes,
  clientErrorsRoutes,
  keysRoutes,
  deviceRoutes,
  licenceRoutes,
  billingRoutes,
  oauthRoutes,
  passkeysRoutes,
  adminUsersRoutes,
  orgsRoutes,
  orgSsoRoutes,
] satisfies FastifyPluginAsync<{ ctx: AppContext }>[];

/** Builds the whole server for a config; never listens (tests use app.inject()). */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    // Every log line of a request carries its id, which the answer repeats (X-Request-Id).
    genReqId: requestIdOf,
    requestIdHeader: false,
    childLoggerFactory: lazyChildLogger,
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      // Two lines per request are noise at production volume; LOG_REQUESTS=true brings them back.
      disableRequestLogging: !config.logRequests,
    }),
    // Bodies are small JSON documents; anything bigger is refused before it is read.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError(config),
  });

  registerErrorHandler(app);
  registerRequestIds(app);
  registerSchemaCompilers(app, config.env === 'production');

  const db = await openDatabase(
    config,
    (error) => app.log.warn({ err: error }, 'database connection lost'),
    { readCache: { log: app.log } },
  );
  const redis = await openRedis(config, app.log);
  const metrics = createMetrics(db);
  registerMetrics(app, metrics, config);
  metrics.jobQueueDepth(() => countJobs(db));
  const background = new BackgroundTasks(app.log);
  const clock = options.clock ?? systemClock;
  // Mail and the clean-up run from the job table (docs/architecture.md §12).
  const jobs = new JobQueue(db, clock, app.log, config.jobs);
  const mailer = createQueuedMailer(jobs, createMailer(config, app.log));
  const retention = scheduleRetention(jobs, db, clock, config.retention, app.log);

  app.addHook('onClose', async () => {
    await background.settled();
    retention.stop();
    await jobs.stop();
    mailer.close();
    await db.destroy();
    await redis?.quit().catch(() => redis.disconnect());
  });

  let signingKeys: SigningKeyRing;
  let accountSecrets: AccountSecrets;
  let packages: PackageStore;
  try {
    await migrateToLatest(db, config.databaseSchema);
    signingKeys = await openSigningKeyRing({
      fromEnvironment: config.signingKeys,
      dataDir: config.dataDir,
      clock,
    });
    accountSecrets = openAccountSecrets({
      fromEnvironment: config.accountSecretsKey,
      dataDir: config.dataDir,
    });
    packages = await openPackageStore({
      kind: config.packageStorage,
      dataDir: config.dataDir,
      db,
      clock,
      s3: config.s3,
    });
    app.addHook('onClose', async () => {
      await packages.close?.();
    });
  } catch (error) {
    await app.close();
    throw error;
  }

  const ctx: AppContext = {
    config,
    db,
    clock,
    mailer,
    jobs,
    background,
    passwords: createPasswordHasher(config),
    rateLimits: createRateLimiting(config, clock, app.log, redis),
    auth: createAuthGuard(app, (token, use) => checkToken(db, clock, token, use)),
    signingKeys,
    accountSecrets,
    packages,
    redis,
    metrics,
  };
  app.decorate('sinyal', ctx);
  try {
    // The samples are published as packages, so the seed needs the signing keys and the storage.
    await seedDatabase(ctx);
  } catch (error) {
    await app.close();
    throw error;
  }

  retention.start();
  jobs.start();

  await registerApiDescription(app);
  await app.register(apiPlugin, {
    prefix: '/api',
    config,
    appKey: ctx,
    routes: async (api) => {
      for (const routes of apiModules) await api.register(routes, { ctx });
    },
  });
  await app.register(oauthMetadataRoutes, { ctx });
  // Billing's checkout page is served beside the site, in the site's context (helmet, compression).
  await app.register(sitePlugin, {
    config,
    pages: [(site) => registerPayPage(site, config)],
    catalog: catalogPages(createCatalogueService(ctx), (id) =>
      createReviewsService(ctx).list(id, { sort: 'recent', page: 1 }),
    ),
  });
  return app;
}
