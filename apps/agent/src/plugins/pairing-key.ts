import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { agentErrorCodes, agentKeyHeader } from '@sinyal/contracts/agent';
import { AgentError } from '../errors';

const headerName = agentKeyHeader.toLowerCase();

// Both sides are hashed first so the buffers always have equal length: timingSafeEqual then
// compares in constant time and the key's length does not leak either.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function keysMatch(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * Only the page opened from the agent's own link knows the key, so the key is what keeps every
 * other local program and web page from installing or toggling extensions.
 */
export function registerPairingKey(app: FastifyInstance, pairingKey: string): void {
  app.addHook('onRequest', async (request) => {
    const given = request.headers[headerName];
    if (given === undefined || given === '') {
      throw new AgentError(
        401,
        agentErrorCodes.missingKey,
        `Send the pairing key printed by the agent in the ${agentKeyHeader} header`,
      );
    }
    if (typeof given !== 'string' || !keysMatch(pairingKey, given)) {
      throw new AgentError(
        401,
        agentErrorCodes.wrongKey,
        'The pairing key is wrong; open the link the agent printed at its last start',
      );
    }
  });
}
