import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export type ShutdownOutcome = 'closed' | 'timed out' | 'failed';

/**
 * Closes a listening server for SIGTERM (docs/architecture.md §12): it stops accepting
 * connections, answers the requests in flight (a request that arrives on a kept-alive connection
 * meanwhile gets a 503 with `Connection: close`, so the proxy in front goes elsewhere), then the
 * app's onClose hooks settle background work and close the mailer, the database pool and Redis.
 * Bounded by graceMs: a client that never finishes its request must not keep an instance that is
 * being replaced alive, so past it the remaining connections are cut and the caller exits anyway.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), graceMs);
  });
  const closing = app.close().then(
    () => 'closed' as const,
    (error: unknown) => {
      app.log.error({ err: error }, 'error while closing');
      return 'failed' as const;
    },
  );
  const outcome = await Promise.race([closing, deadline]);
  clearTimeout(timer);
  if (outcome === 'timed out') {
    app.log.error(`still closing after ${graceMs} ms: cutting the remaining connections`);
    app.server.closeAllConnections();
  }
  return outcome;
}

/**
 * The first step of a SIGTERM, for an instance behind a proxy (docs/architecture.md §12). A proxy
 * keeps connections open to the instance and may send a request down one at any moment, so the
 * instance must never close a connection the proxy could be using:
 * - it stops accepting: the proxy's new connections are refused, which nginx answers by trying
 *   another instance (safe for a POST too, since nothing was sent);
 * - every answer from then on says `Connection: close`, so the proxy sends nothing more down that
 *   connection;
 * - a connection left idle is not closed here: the proxy closes it after its own keepalive_timeout
 *   (1 s in deploy/nginx), shorter than drainMs.
 * Resolves when no connection is left, or after drainMs (a client that keeps one open, a browser
 * talking to the instance directly); closeWithin then closes what remains.
 */
export async function drain(app: FastifyInstance, drainMs: number): Promise<void> {
  const server = app.server;
  // Before Fastify's own listener, so that its answer carries the header.
  server.prependListener('request', (_request, response) => {
    response.setHeader('connection', 'close');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    // net.Server's close stops listening and calls back once every connection has ended;
    // http.Server's would also close the idle connections at once.
    new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve())),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs))),
  ]);
  clearTimeout(timer);
}

/**
 * SIGTERM (a service manager, a rolling restart) drains and then closes; SIGINT (Ctrl+C in a
 * terminal) closes at once. Either happens once (a second signal changes nothing), then the
 * process ends.
 */
export function exitOnSignals(
  app: FastifyInstance,
  { graceMs, drainMs }: { graceMs: number; drainMs: number },
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.log.info(`${signal} received: finishing the requests in flight, then closing`);
    const drained = signal === 'SIGTERM' ? drain(app, drainMs) : Promise.resolve();
    void drained
      .then(() => closeWithin(app, graceMs))
      .then((outcome) => exit(outcome === 'closed' ? 0 : 1));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
