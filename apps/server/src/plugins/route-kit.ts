import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { bearerSecurity } from '../lib/http';

/**
 * What a module's routes are declared with: the router that checks and types bodies and answers
 * by their zod schemas, the OpenAPI tag and bearer security of its routes, the rate-limit hooks
 * and the configured limits they are given.
 */
export function routeKit(app: FastifyInstance, ctx: AppContext, tag: string) {
  const { perIp, perRequestKey, perAccount } = ctx.rateLimits;
  return {
    api: app.withTypeProvider<ZodTypeProvider>(),
    tags: [tag],
    security: bearerSecurity,
    limits: ctx.config.rateLimits,
    perIp,
    perRequestKey,
    perAccount,
  };
}
