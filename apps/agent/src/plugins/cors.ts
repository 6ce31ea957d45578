import type { FastifyInstance } from 'fastify';
import { agentErrorCodes, agentKeyHeader } from '@sinyal/contracts/agent';
import { AgentError } from '../errors';

const allowedMethods = 'GET, POST, OPTIONS';
const allowedHeaders = `${agentKeyHeader}, Content-Type`;

/**
 * The marketplace page is on another origin than the agent, so the browser asks before calling.
 * Only the configured site origins get a grant, echoed exactly (never "*"), and a request from any
 * other origin is refused outright rather than merely left unreadable: the start/disable GETs
 * change state, and a foreign page must not be able to fire them even blind.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const isPreflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;

    if (origin !== undefined) {
      // The answer depends on Origin: a cache must never hand one site's grant to another.
      void reply.header('Vary', 'Origin');
      if (!allowed.has(origin)) {
        throw new AgentError(
          403,
          agentErrorCodes.originNotAllowed,
          `Pages from ${origin.slice(0, 100)} may not call this agent`,
        );
      }
      void reply.header('Access-Control-Allow-Origin', origin);
    }
    if (request.method !== 'OPTIONS') return;
    if (!isPreflight || origin === undefined) {
      throw new AgentError(
        403,
        agentErrorCodes.originNotAllowed,
        'OPTIONS is only answered as a CORS preflight from the site',
      );
    }

    void reply.headers({
      'Access-Control-Allow-Methods': allowedMethods,
      'Access-Control-Allow-Headers': allowedHeaders,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers, Access-Control-Request-Private-Network',
    });
    // Private Network Access: Chrome asks before a public page may reach a loopback address.
    if (request.headers['access-control-request-private-network'] === 'true') {
      void reply.header('Access-Control-Allow-Private-Network', 'true');
    }
    return reply.status(204).send();
  });
}
