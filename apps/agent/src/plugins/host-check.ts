import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { agentErrorCodes } from '@sinyal/contracts/agent';
import { AgentError } from '../errors';

const wildcardHosts = new Set(['0.0.0.0', '::', '']);

/** The Host values a request may carry: the agent's own loopback names with its real port. */
export function allowedHostHeaders(listenHost: string, port: number): Set<string> {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const host = listenHost.toLowerCase();
  if (!wildcardHosts.has(host)) hosts.add(isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`);
  return hosts;
}

/**
 * DNS rebinding: a foreign page can point its own name at 127.0.0.1 and then call the agent as its
 * "own" origin, without any CORS check. Its requests still carry that foreign name in Host, so
 * anything but the agent's own address is refused before any other work is done.
 */
export function registerHostCheck(
  app: FastifyInstance,
  listenHost: string,
  configuredPort: number,
): void {
  // With port 0 the real port is known only once listening; inject() tests use the configured one.
  const currentPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : configuredPort;
  };
  let cached: { port: number; hosts: Set<string> } | undefined;

  app.addHook('onRequest', async (request) => {
    const port = currentPort();
    if (cached?.port !== port) cached = { port, hosts: allowedHostHeaders(listenHost, port) };
    const host = (request.headers.host ?? '').toLowerCase();
    if (!cached.hosts.has(host)) {
      throw new AgentError(
        421,
        agentErrorCodes.wrongHost,
        `This agent answers only to http://127.0.0.1:${port} and http://localhost:${port}`,
      );
    }
  });
}
