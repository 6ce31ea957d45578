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

/** SIGTERM and SIGINT close the server once (a second signal changes nothing) and end the process. */
export function exitOnSignals(
  app: FastifyInstance,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.log.info(`${signal} received: finishing the requests in flight, then closing`);
    void closeWithin(app, graceMs).then((outcome) => exit(outcome === 'closed' ? 0 : 1));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
