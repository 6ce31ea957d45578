import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientErrorReportSchema } from '@sinyal/contracts/client-errors';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/http';
import { logClientError } from './client-errors.service';

export async function clientErrorsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/client-errors',
    {
      schema: {
        tags: ['client errors'],
        summary: "Report a screen that failed in the reader's browser (logged, never stored)",
        body: clientErrorReportSchema,
        response: { 204: z.null().describe('Logged') },
      },
      // Anyone can call it without an account, and each report is a line in the log: limited so
      // that one address cannot flood the log and bury real reports.
      onRequest: ctx.rateLimits.perIp('client-errors', ctx.config.rateLimits.clientErrors.ip),
    },
    async (request, reply) => {
      logClientError(request.log, request.body, requestMeta(request).userAgent);
      return reply.code(204).send(null);
    },
  );
}
