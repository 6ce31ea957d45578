import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { agentErrorCodes, type AgentError as AgentErrorBody } from '@sinyal/contracts/agent';
import type { AgentConfig } from './config';
import { createExtensionsService, type ExtensionsService } from './extensions/extensions.service';
import { extensionsRoutes } from './extensions/extensions.routes';
import { createPackageRegistry } from './extensions/package-registry';
import { createRevocations, type Revocations } from './extensions/revocations';
import { createTrustedKeys } from './extensions/trusted-keys';
import { infoRoutes } from './info.routes';
import { openDeviceLicence, type DeviceLicence } from './licence/device-licence';
import { deviceFingerprint } from './licence/fingerprint';
import { fixedLicence, type Licence } from './licence/licence';
import { registerCors } from './plugins/cors';
import { registerErrorHandling } from './plugins/errors';
import { registerHostCheck } from './plugins/host-check';
import { registerPairingKey } from './plugins/pairing-key';
import { StateStore } from './state-store';
import { registerStream } from './stream/stream-server';
import { openStreamSource } from './stream/stream-source';

export interface BuildOptions {
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /**
   * What the agent's licence allows. Unset: the device's own licence (licence/device-licence.ts),
   * Lite until `npm run agent -- activate`, renewed while the agent runs.
   */
  licence?: Licence;
}

// Install takes "{}"; nothing the contract sends comes close to this.
const bodyLimit = 1024;

const malformedRequestAnswer = (status: number, detail: string) => {
  const body = JSON.stringify({ code: agentErrorCodes.badRequest, detail });
  return (
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
};

/** Builds the agent for a config; never listens (tests use app.inject(), server.ts listens). */
export async function buildApp(
  config: AgentConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // One compact line per answer instead of two (see onResponse below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    // Long enough that an over-long id reaches the route and is told what an id looks like.
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    // A request without Host is refused by the Host check with a JSON 421, not by Node's bare 400.
    http: { requireHostHeader: false },
    // A path Fastify cannot decode (a broken %-escape) gets the same JSON as any bad request.
    frameworkErrors: (_error, _request, genericReply) => {
      // The option's generic signature does not narrow; this is a plain reply.
      const reply = genericReply as unknown as FastifyReply;
      void reply.status(400).send({
        code: agentErrorCodes.badRequest,
        detail: 'The address is not a valid URL path',
      } satisfies AgentErrorBody);
    },
    // Even a request Node cannot parse as HTTP gets a JSON answer rather than a dropped socket.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const tooLarge = (error as NodeJS.ErrnoException).code === 'HPE_HEADER_OVERFLOW';
      socket.end(
        tooLarge
          ? malformedRequestAnswer(431, 'The request headers are too large')
          : malformedRequestAnswer(400, 'The request is not valid HTTP'),
      );
    },
  });

  const store = await StateStore.open(config.dataDir, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', async () => store.flush());

  // A licence given by a test is followed as it is; the device's own one is renewed too.
  const device = options.licence ? null : openAgentLicence(app, config, store);
  const licence: Licence = options.licence ?? device ?? fixedLicence();

  registerErrorHandling(app);
  // The contract's only body is JSON; text/plain is what a page can send without a preflight.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (_request, reply) => {
    // Answers are live local state: never cached, never sniffed as anything but JSON.
    void reply.headers({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  });
  // Order matters: the Host is checked before anything else, the key only after a preflight
  // (which a browser sends without it) has been answered.
  registerHostCheck(app, config.host, config.port);
  registerCors(app, config.allowedOrigins);
  registerPairingKey(app, config.pairingKey);
  app.addHook('onResponse', async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(0, 200);
    request.log.info(
      `${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
  });

  infoRoutes(app, licence, config.appVersion);
  const registry = createPackageRegistry(config.registryUrl);
  const trust = createTrustedKeys({ configured: config.registryKeys, store, registry });
  const log = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
  };
  const revocations = createRevocations({ store, registry, trust, log });
  const extensions = createExtensionsService({
    store,
    registry,
    trust,
    revocations,
    licence,
    dataDir: config.dataDir,
    appVersion: config.appVersion,
    revocationsMaxAgeS: config.revocationsMaxAgeS,
    log,
  });
  await extensions.cleanUp();
  extensionsRoutes(app, extensions);
  registerStream(app, {
    listenHost: config.host,
    configuredPort: config.port,
    allowedOrigins: config.allowedOrigins,
    pairingKey: config.pairingKey,
    source: await openStreamSource(config.streamCsv, config.streamRate),
  });
  followLicence(app, device, extensions);
  followRevocations(app, revocations, extensions);
  return app;
}

// Renewal is checked this often; the licence itself renews once a day (device-licence.ts).
const renewalCheckMs = 60 * 60 * 1000;

/**
 * Renews the device's lease at start and whenever it is due, and after each check brings the
 * installed extensions in line with what the licence now covers (a removed device, a lapsed or
 * restored plan: docs/architecture.md §9). A lease that simply ends is caught by the same check.
 */
function followLicence(
  app: FastifyInstance,
  device: DeviceLicence | null,
  extensions: ExtensionsService,
) {
  const check = () => {
    (device ? device.renewIfDue() : Promise.resolve(null))
      .catch((error: unknown) => app.log.warn(`Licence renewal failed: ${String(error)}`))
      .then(() => extensions.applyLicence())
      .catch((error: unknown) => app.log.warn(`Could not apply the licence: ${String(error)}`));
  };
  const timer = setInterval(check, renewalCheckMs);
  timer.unref();
  app.addHook('onReady', async () => check());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await device?.settled();
  });
}

// "At least daily" (docs/architecture.md §14) with room for a failed fetch or a computer asleep.
const revocationCheckMs = 6 * 60 * 60 * 1000;

/**
 * Fetches the revocation list at start and on a timer (installs fetch it themselves first), and
 * applies it to the installed extensions. Start does not wait for it: a registry that is slow or
 * down must not hold the agent back, and the list held from before applies meanwhile.
 */
function followRevocations(
  app: FastifyInstance,
  revocations: Revocations,
  extensions: ExtensionsService,
) {
  let pending: Promise<void> = Promise.resolve();
  const check = () => {
    pending = extensions
      .refreshRevocations()
      .catch((error: unknown) =>
        app.log.warn(`Could not apply the revocation list: ${String(error)}`),
      );
  };
  const timer = setInterval(check, revocationCheckMs);
  timer.unref();
  app.addHook('onReady', async () => check());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pending;
    await revocations.settled();
  });
}

/** The device's own licence: Lite until `npm run agent -- activate`. */
function openAgentLicence(app: FastifyInstance, config: AgentConfig, store: StateStore) {
  return openDeviceLicence({
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    fingerprint: deviceFingerprint(config.dataDir),
    ...(config.registryKeys ? { configuredKeys: config.registryKeys } : {}),
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    usage: () => ({
      extensions: Object.entries(store.current().extensions)
        .filter(([, extension]) => extension.installed)
        .map(([id]) => id),
    }),
  });
}
