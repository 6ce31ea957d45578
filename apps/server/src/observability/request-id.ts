import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id in and out (nginx can set it with `$request_id`). */
export const requestIdHeader = 'x-request-id';

// Short and plain: letters, digits, dot, dash, underscore. Anything else is ignored rather than
// trusted, so a client cannot push line breaks, markup or a megabyte into every log line.
const plainId = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Each request's id (docs/architecture.md §12): the one a proxy or client sent when it is short
 * and plain, so a request can be followed across nginx and the instances; otherwise a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && plainId.test(given) ? given : randomUUID();
}

/** Every answer names its request, errors and the site's files included. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(requestIdHeader, request.id);
    done();
  });
}
