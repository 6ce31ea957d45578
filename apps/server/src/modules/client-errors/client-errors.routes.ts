import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientErrorReportSchema } from '@sinyal/contracts/client-errors';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/http';
import { routeKit } from '../../plugins/route-kit';
import { logClientError } from './client-errors.service';

export async function clientErrorsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { api, openPerIp, limits } = routeKit(app, ctx, 'client errors');
  api.post(
    '/client-errors',
    openPerIp(
      "Report a screen that failed in the reader's browser (logged, never stored)",
      { body: clientErrorReportSchema, response: { 204: z.null().describe('Logged') } },
      // Anyone can call it without an account, and each report is a line in the log: limited so
      // that one address cannot flood the log and bury real reports.
      'client-errors',
      limits.clientErrors.ip,
    ),
    async (request, reply) => {
      logClientError(request.log, request.body, requestMeta(request).userAgent);
      return reply.code(204).send(null);
    },
  );
}
