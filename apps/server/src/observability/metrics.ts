import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';
import { poolStats, type Db } from '../db/database';
import { AppError } from '../errors';

/** How many jobs there are in each state; the job queue hands it over with `jobQueueDepth`. */
export type JobQueueDepthSource = () => Promise<Readonly<Record<string, number>>>;

export interface Metrics {
  readonly registry: Registry;
  /** Lets the job queue report its depth as `sinyal_job_queue_depth{state}` on every scrape. */
  jobQueueDepth(source: JobQueueDepthSource): void;
}

/**
 * This instance's Prometheus metrics (docs/architecture.md §12), in a registry of its own so that
 * several apps in one process (the tests) do not mix their numbers.
 */
export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  let depthSource: JobQueueDepthSource | undefined;

  new Gauge({
    name: 'sinyal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting = requests waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats(db);
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'sinyal_job_queue_depth',
    help: 'Background jobs by state',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      if (!depthSource) return;
      this.reset();
      // A database that is away must not break the scrape: the gauge is just left empty.
      const counts = await depthSource().catch(() => ({}));
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });

  return {
    registry,
    jobQueueDepth(source) {
      depthSource = source;
    },
  };
}

const loopback = (address: string | undefined) => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
};

// Headers a proxy adds: a request relayed by nginx on this machine comes from a loopback socket
// but is not the machine asking.
const forwardingHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/** The machine itself, asking directly: loopback socket, loopback client, nothing relayed. */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    loopback(request.socket.remoteAddress) &&
    loopback(request.ip) &&
    forwardingHeaders.every((name) => request.headers[name] === undefined)
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  // Compared as hashes: equal lengths, and no timing hint about the token.
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

/**
 * Times every request by its route pattern (`/api/extensions/:id`, never the raw URL, so the
 * number of series stays bounded), and serves GET /metrics to this machine or a METRICS_TOKEN.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config): void {
  const durations = new Histogram({
    name: 'sinyal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  let processMetrics = false;

  // One labelled series per method, route and status, looked up by a flat key: prom-client would
  // otherwise sort and join the label names on every request.
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let histogram = series.get(key);
    if (!histogram) {
      histogram = durations.labels(request.method, route, String(reply.statusCode));
      series.set(key, histogram);
    }
    histogram.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!fromThisMachine(request) && !hasToken(request, config.metricsToken)) {
      throw AppError.of('forbidden', 403);
    }
    // The process's own figures (memory, CPU, event loop) from the first scrape on: their
    // collectors watch the event loop, which only an instance that is scraped needs.
    if (!processMetrics) {
      processMetrics = true;
      collectDefaultMetrics({ register: metrics.registry });
    }
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
