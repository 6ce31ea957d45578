import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  agentStreamPath,
  agentStreamProtocol,
  type AgentStreamHello,
  type AgentStreamSamples,
} from '@sinyal/contracts/agent-stream';
import { allowedHostHeaders } from '../plugins/host-check';
import { refusalAnswer, refusalOf } from './stream-handshake';
import type { StreamSource } from './stream-source';

export interface StreamOptions {
  listenHost: string;
  configuredPort: number;
  allowedOrigins: readonly string[];
  pairingKey: string;
  source: StreamSource;
  /** Pages that may watch at once: each costs a timer's worth of JSON. */
  maxClients?: number;
  batchesPerSecond?: number;
  /** Wall clock in ms since the epoch; tests never need another, but it keeps the pacing plain. */
  now?: () => number;
}

// A client that has this much unsent behind it misses batches until it catches up: the agent
// keeps no backlog for a page that cannot keep up (a hidden tab, a slow machine).
const maxBufferedBytes = 256 * 1024;
// After a stall (a sleeping laptop) the stream resumes from now rather than sending the gap.
const maxCatchUpSeconds = 1;

/**
 * `ws://127.0.0.1:<port>/api/stream` (docs/architecture.md §18): the same Host, Origin and
 * pairing key rules as every other call, then a hello and batches of samples. One clock feeds
 * every client, and it runs only while someone is watching.
 */
export function registerStream(app: FastifyInstance, options: StreamOptions): void {
  const { source } = options;
  const maxClients = options.maxClients ?? 4;
  const batchEveryMs = 1000 / (options.batchesPerSecond ?? 10);
  const now = options.now ?? Date.now;
  const origins = new Set(options.allowedOrigins);
  const clients = new Set<WebSocket>();
  const sockets = new WebSocketServer({
    noServer: true,
    // Clients have nothing to say; a big frame from one is not read.
    maxPayload: 1024,
    handleProtocols: () => agentStreamProtocol,
  });
  const hello = JSON.stringify({
    type: 'hello',
    rate: source.rate,
    channels: [...source.channels],
  } satisfies AgentStreamHello);

  let timer: NodeJS.Timeout | null = null;
  let startedAt = 0;
  let sent = 0;

  const tick = () => {
    let due = Math.floor(((now() - startedAt) / 1000) * source.rate) - sent;
    if (due <= 0) return;
    const catchUp = Math.ceil(maxCatchUpSeconds * source.rate);
    if (due > catchUp) {
      sent += due - catchUp;
      due = catchUp;
    }
    const batch = JSON.stringify({
      type: 'samples',
      t0: startedAt + (sent * 1000) / source.rate,
      dt: 1 / source.rate,
      values: source.next(due),
    } satisfies AgentStreamSamples);
    sent += due;
    for (const client of clients) {
      if (client.bufferedAmount <= maxBufferedBytes) client.send(batch);
    }
  };

  const start = () => {
    if (timer) return;
    startedAt = now();
    sent = 0;
    timer = setInterval(tick, batchEveryMs);
  };
  const stopIfIdle = () => {
    if (clients.size > 0 || !timer) return;
    clearInterval(timer);
    timer = null;
  };

  const currentPort = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : options.configuredPort;
  };

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const refusal = refusalOf(request, {
      hosts: allowedHostHeaders(options.listenHost, currentPort()),
      origins,
      pairingKey: options.pairingKey,
      path: agentStreamPath,
      hasRoom: clients.size < maxClients,
    });
    if (refusal) {
      app.log.info(`GET ${agentStreamPath} (WebSocket) ${refusal.status} ${refusal.code}`);
      socket.end(refusalAnswer(refusal));
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) => {
      clients.add(client);
      app.log.info(`GET ${agentStreamPath} (WebSocket) 101, ${clients.size} watching`);
      client.on('error', () => client.terminate());
      client.on('close', () => {
        clients.delete(client);
        stopIfIdle();
      });
      client.send(hello);
      start();
    });
  });

  // Before the server closes: it would otherwise wait for the open streams.
  app.addHook('preClose', async () => {
    for (const client of clients) client.close(1001, 'The agent is closing');
    for (const client of clients) client.terminate();
    clients.clear();
    stopIfIdle();
    sockets.close();
  });
}
