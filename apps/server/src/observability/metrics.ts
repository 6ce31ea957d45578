import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

type DurationLabel = 'method' | 'route' | 'status_code';
const durationsName = 'sinyal_http_request_duration_seconds';
const durationsHelp = 'Time to answer a request, by method, route pattern and status code';
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One method, route pattern and status's durations: a count per bucket (not cumulative), sum, count. */
class DurationSeries {
  readonly perBucket = new Array<number>(durationBuckets.length).fill(0);
  sum = 0;
  count = 0;
  constructor(
    readonly method: string,
    readonly statusCode: number,
    readonly labels: Readonly<Record<DurationLabel, string>>,
  ) {}

  observe(seconds: number): void {
    // The first bucket whose bound the value does not exceed; past the last, only +Inf (count).
    let bucket = 0;
    while (bucket < durationBuckets.length && seconds > durationBuckets[bucket]!) bucket++;
    if (bucket < durationBuckets.length) this.perBucket[bucket]! += 1;
    this.sum += seconds;
    this.count += 1;
  }
}

/**
 * A prom-client histogram whose figures are kept by the routes' own series: prom-client's
 * observe() builds a string key from the labels and validates them on every call, which cost a
 * microsecond or more (1.3 µs on the loaded bench machine), against 8 ns here. The scrape writes
 * the same lines.
 */
class RequestDurations extends Histogram<DurationLabel> {
  readonly #series: DurationSeries[] = [];

  series(method: string, route: string, statusCode: number): DurationSeries {
    const added = new DurationSeries(method, statusCode, {
      method,
      route,
      status_code: String(statusCode),
    });
    this.#series.push(added);
    return added;
  }

  /** prom-client's exposition shape: the bucket's own label, the series' labels shared. */
  #values() {
    const name = durationsName;
    return this.#series.flatMap((series) => {
      let cumulative = 0;
      const shared = series.labels;
      return [
        ...durationBuckets.map((bound, bucket) => {
          cumulative += series.perBucket[bucket]!;
          return {
            labels: { le: bound },
            sharedLabels: shared,
            value: cumulative,
            metricName: `${name}_bucket`,
          };
        }),
        {
          labels: { le: '+Inf' },
          sharedLabels: shared,
          value: series.count,
          metricName: `${name}_bucket`,
        },
        { labels: {}, sharedLabels: shared, value: series.sum, metricName: `${name}_sum` },
        { labels: {}, sharedLabels: shared, value: series.count, metricName: `${name}_count` },
      ];
    });
  }

  /** What the registry writes the text from. */
  async getForPromString() {
    return {
      name: durationsName,
      help: durationsHelp,
      type: 'histogram',
      values: this.#values(),
      aggregator: 'sum',
    };
  }

  override async get() {
    const values = this.#values().map(({ labels, sharedLabels, value, metricName }) => ({
      labels: { ...labels, ...sharedLabels },
      value,
      metricName,
    }));
    const metric = await this.getForPromString();
    return { ...metric, values } as unknown as Awaited<ReturnType<Histogram<DurationLabel>['get']>>;
  }
}

/**
 * Times every request by its route pattern (`/api/extensions/:id`, never the raw URL, so the
 * number of series stays bounded), and serves GET /metrics to this machine or a METRICS_TOKEN.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config): void {
  const durations = new RequestDurations({
    name: durationsName,
    help: durationsHelp,
    labelNames: ['method', 'route', 'status_code'],
    buckets: durationBuckets,
    registers: [metrics.registry],
  });
  let processMetrics = false;

  type TimerHook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

  /** The hook that times the answers of one route pattern (or of no route: 'unmatched'). */
  const timer = (route: string): TimerHook => {
    // Its series by method and status: a route answers with few of them.
    const known: DurationSeries[] = [];
    return (request, reply, done) => {
      const { method } = request;
      const { statusCode } = reply;
      let series = known.find((one) => one.statusCode === statusCode && one.method === method);
      if (!series) {
        series = durations.series(method, route, statusCode);
        known.push(series);
      }
      series.observe(reply.elapsedTime / 1000);
      done();
    };
  };
  // Each route gets its own timer, which knows its pattern: reading it from the request
  // (request.routeOptions) builds an object of the route's options on every call.
  const timers = new WeakSet<TimerHook>();
  app.addHook('onRoute', (route) => {
    // The HEAD route made for a GET is declared with a copy of the GET's options: one timer each.
    const hooks = [route.onResponse ?? []].flat().filter((hook) => !timers.has(hook));
    const own = timer(route.url);
    timers.add(own);
    route.onResponse = [...hooks, own];
  });
  // A request no route matched (the not-found handlers, which are not routes).
  const unmatched = timer('unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request, reply, done);
    else done();
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
