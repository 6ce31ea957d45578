import { agentBaseUrl, decodeConn } from '@sinyal/contracts/agent';
import {
  agentStreamMessageSchema,
  agentStreamProtocols,
  agentStreamUrl,
  type AgentStreamHello,
  type AgentStreamMessage,
} from '@sinyal/contracts/agent-stream';
import { agentConnectionStorageKey } from '../../../lib/agent-connection-storage';
import { readItem } from '../../../lib/storage';

/** The desktop app this tab was opened from: its base URL and pairing key. */
export interface AppLink {
  baseUrl: string;
  key: string;
}

function linkOf(conn: unknown, key: unknown): AppLink | null {
  const decoded = typeof conn === 'string' ? decodeConn(conn) : null;
  return decoded && typeof key === 'string' && key.trim()
    ? { baseUrl: agentBaseUrl(decoded), key: key.trim() }
    : null;
}

/**
 * The app's link: from the demo's own address (`?conn=…&key=…`, as the app prints it) or the one
 * the marketplace kept for this tab. Without a key the stream cannot be opened, so there is none.
 */
export function appLink(params: URLSearchParams): AppLink | null {
  const fromAddress = linkOf(params.get('conn'), params.get('key'));
  if (fromAddress) return fromAddress;
  const stored = readItem('session', agentConnectionStorageKey);
  if (!stored) return null;
  try {
    const { conn, key } = JSON.parse(stored) as { conn?: unknown; key?: unknown };
    return linkOf(conn, key);
  } catch {
    return null;
  }
}

/** A message of the stream, or null for anything the contract does not describe. */
export function parseStreamMessage(text: unknown): AgentStreamMessage | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed = agentStreamMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** "temperature (°C)": the chart's name of a channel. */
export function channelLabel(channel: AgentStreamHello['channels'][number]): string {
  return channel.unit ? `${channel.name} (${channel.unit})` : channel.name;
}

export interface StreamColumns {
  /** Seconds since the stream's first sample, as the demo's other live sources count. */
  times: Float64Array;
  /** One column per channel of the hello, in its order; NaN where a batch lacks a channel. */
  columns: Float64Array[];
}

/**
 * Turns the stream's messages into the demo's columns. Samples before a hello, or of channels
 * the hello did not name, are ignored.
 */
export class StreamDecoder {
  private hello: AgentStreamHello | null = null;
  private firstT0: number | null = null;

  get channels(): string[] {
    return this.hello ? this.hello.channels.map(channelLabel) : [];
  }

  /** True for a hello (the channels are known now), the columns for samples, else null. */
  push(message: AgentStreamMessage): StreamColumns | true | null {
    if (message.type === 'hello') {
      this.hello = message;
      this.firstT0 = null;
      return true;
    }
    if (!this.hello) return null;
    const length = Math.max(0, ...Object.values(message.values).map((values) => values.length));
    if (length === 0) return null;
    this.firstT0 ??= message.t0;
    const start = (message.t0 - this.firstT0) / 1000;
    const times = Float64Array.from({ length }, (_, index) => start + index * message.dt);
    const columns = this.hello.channels.map((channel) => {
      const values = message.values[channel.name];
      return values ? Float64Array.from(values) : new Float64Array(length).fill(Number.NaN);
    });
    return { times, columns };
  }
}

export interface StreamHandlers {
  onChannels(channels: string[]): void;
  onSamples(times: Float64Array, columns: Float64Array[]): void;
  /** `refused`: it never opened (a wrong key, another site, no app); `closed`: it ended. */
  onEnd(how: 'refused' | 'closed'): void;
}

export interface StreamConnection {
  close(): void;
}

type SocketFactory = (url: string, protocols: string[]) => WebSocket;

/** Opens the app's live stream with the pairing key as a subprotocol (docs: WebSockets). */
export function openAgentStream(
  link: AppLink,
  handlers: StreamHandlers,
  createSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols),
): StreamConnection {
  let socket: WebSocket;
  try {
    socket = createSocket(agentStreamUrl(link.baseUrl), agentStreamProtocols(link.key));
  } catch {
    // A page policy or a malformed key stops the socket before it exists: it never opened.
    queueMicrotask(() => handlers.onEnd('refused'));
    return { close() {} };
  }
  const decoder = new StreamDecoder();
  let opened = false;
  let ended = false;
  socket.addEventListener('open', () => {
    opened = true;
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    const message = parseStreamMessage(event.data);
    if (!message) return;
    const result = decoder.push(message);
    if (result === true) handlers.onChannels(decoder.channels);
    else if (result) handlers.onSamples(result.times, result.columns);
  });
  socket.addEventListener('close', () => {
    if (ended) return;
    ended = true;
    handlers.onEnd(opened ? 'closed' : 'refused');
  });
  return {
    close() {
      ended = true;
      socket.close();
    },
  };
}
