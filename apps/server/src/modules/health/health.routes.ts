import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { databaseAnswers } from '../../db/database';
import { AppError } from '../../errors';
import { errorResponses } from '../../lib/http';

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up and answering',
        response: {
          200: z.object({ status: z.literal('ok'), uptime_seconds: z.number() }),
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );

  api.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers (503 when it does not)',
        response: { 200: z.object({ status: z.literal('ready') }), ...errorResponses(503) },
      },
    },
    async () => {
      if (!(await databaseAnswers(db))) {
        throw AppError.of('not_ready', 503);
      }
      return { status: 'ready' as const };
    },
  );
}
