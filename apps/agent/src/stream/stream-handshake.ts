import type { IncomingMessage } from 'node:http';
import { agentErrorCodes } from '@sinyal/contracts/agent';
import {
  agentStreamBusyCode,
  agentStreamKeyPrefix,
  agentStreamProtocol,
} from '@sinyal/contracts/agent-stream';
import { keysMatch } from '../plugins/pairing-key';

/** Why a handshake is refused: the HTTP status and the contract's {code, detail}. */
export interface Refusal {
  status: number;
  code: string;
  detail: string;
}

export interface HandshakeRules {
  /** The Host values the agent answers to (plugins/host-check.ts). */
  hosts: ReadonlySet<string>;
  /** The site origins that may open the stream (plugins/cors.ts). */
  origins: ReadonlySet<string>;
  pairingKey: string;
  /** The stream's path; an upgrade to any other path is a 404. */
  path: string;
  /** Whether another client may join now. */
  hasRoom: boolean;
}

/** The subprotocols a client offered, in order. */
export function offeredProtocols(request: IncomingMessage): string[] {
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The same rules as every other call to the agent (docs/architecture.md §5), in the same order:
 * the Host first (DNS rebinding), then the Origin (a browser sends its page's; only the site's may
 * open the stream, so no other page can listen to the user's instruments), then the pairing key,
 * which a browser can only carry as a subprotocol.
 */
export function refusalOf(request: IncomingMessage, rules: HandshakeRules): Refusal | null {
  const host = (request.headers.host ?? '').toLowerCase();
  if (!rules.hosts.has(host)) {
    return {
      status: 421,
      code: agentErrorCodes.wrongHost,
      detail: 'This agent answers only to its own loopback address and port',
    };
  }
  if ((request.url ?? '').split('?')[0] !== rules.path) {
    return {
      status: 404,
      code: agentErrorCodes.notFound,
      detail: `Only ${rules.path} is a WebSocket`,
    };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !rules.origins.has(origin)) {
    return {
      status: 403,
      code: agentErrorCodes.originNotAllowed,
      detail: `Pages from ${origin.slice(0, 100)} may not open this stream`,
    };
  }
  const protocols = offeredProtocols(request);
  const keyProtocol = protocols.find((protocol) => protocol.startsWith(agentStreamKeyPrefix));
  const key = keyProtocol?.slice(agentStreamKeyPrefix.length);
  if (!key) {
    return {
      status: 401,
      code: agentErrorCodes.missingKey,
      detail: `Offer the subprotocols "${agentStreamProtocol}" and "${agentStreamKeyPrefix}<pairing key>"`,
    };
  }
  if (!keysMatch(rules.pairingKey, key)) {
    return {
      status: 401,
      code: agentErrorCodes.wrongKey,
      detail: 'The pairing key is wrong; open the link the agent printed at its last start',
    };
  }
  if (!protocols.includes(agentStreamProtocol)) {
    return {
      status: 400,
      code: agentErrorCodes.badRequest,
      detail: `This agent speaks the subprotocol "${agentStreamProtocol}" only`,
    };
  }
  if (!rules.hasRoom) {
    return {
      status: 503,
      code: agentStreamBusyCode,
      detail: 'The agent already streams to as many pages as it will; close one and try again',
    };
  }
  return null;
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  421: 'Misdirected Request',
  503: 'Service Unavailable',
};

/** The refusal as a whole HTTP answer, written on the socket before it is closed. */
export function refusalAnswer(refusal: Refusal): string {
  const body = JSON.stringify({ code: refusal.code, detail: refusal.detail });
  return (
    `HTTP/1.1 ${refusal.status} ${reasons[refusal.status] ?? 'Error'}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
    body
  );
}
