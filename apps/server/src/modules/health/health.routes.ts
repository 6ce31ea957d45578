import type { FastifyInstance } from 'fastify';

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness: the process is up and answering',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              uptime_seconds: { type: 'number' },
            },
            required: ['status', 'uptime_seconds'],
          },
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );
}
