import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { databaseAnswers } from '../../db/database';
import { AppError } from '../../errors';
import { routeKit } from '../../plugins/route-kit';

const startedAt = Date.now();

// /api/ready must answer within two seconds even when a service hangs (docs/architecture.md §12):
// each check is given this long, in parallel, and counts as down past it.
const checkTimeoutMs = 1500;

/** Whether `check` succeeds within `ms`; a failure or a hang both count as no. */
async function answersWithin(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      check()
        .then(() => true)
        .catch(() => false),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const state = z.enum(['up', 'down']);

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, redis } = ctx;
  const { api, open } = routeKit(app, ctx, 'health');

  api.get(
    '/health',
    open('Liveness: the process is up and answering', {
      response: { 200: z.object({ status: z.literal('ok'), uptime_seconds: z.number() }) },
    }),
    async () => ({
      status: 'ok' as const,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );

  api.get(
    '/ready',
    open(
      'Readiness: the database and Redis (when configured) answer; 503 naming the one that does not',
      {
        response: {
          200: z.object({ status: z.literal('ready'), database: state, redis: state.optional() }),
        },
      },
    ),
    async () => {
      const [database, cache] = await Promise.all([
        answersWithin(async () => {
          if (!(await databaseAnswers(db))) throw new Error('database down');
        }, checkTimeoutMs),
        redis ? answersWithin(() => redis.ping(), checkTimeoutMs) : Promise.resolve(undefined),
      ]);
      const states = {
        database: database ? ('up' as const) : ('down' as const),
        ...(cache === undefined ? {} : { redis: cache ? ('up' as const) : ('down' as const) }),
      };
      if (!database) throw AppError.of('not_ready', 503, { params: states });
      if (cache === false) throw AppError.of('redis_not_ready', 503, { params: states });
      return { status: 'ready' as const, ...states };
    },
  );
}
