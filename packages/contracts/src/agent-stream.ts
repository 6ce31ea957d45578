import { z } from 'zod';

/**
 * The desktop app's live stream (docs/architecture.md §18): a WebSocket on the local backend that
 * sends the app's channels as they are sampled. The page opens it with the pairing key as a
 * subprotocol, because a browser's WebSocket cannot send headers of its own.
 */
export const agentStreamPath = '/api/stream';

/** The protocol the backend answers with; a later incompatible change gets a new name. */
export const agentStreamProtocol = 'sinyal.v1';

/** The pairing key travels as the subprotocol `key.<pairing key>`. */
export const agentStreamKeyPrefix = 'key.';

/** The subprotocols a client offers: the protocol, then its pairing key. */
export function agentStreamProtocols(pairingKey: string): string[] {
  return [agentStreamProtocol, `${agentStreamKeyPrefix}${pairingKey}`];
}

/** `ws://ip:port/api/stream` for a backend's base URL (`http://ip:port`). */
export function agentStreamUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}${agentStreamPath}`;
}

/** A handshake refused because the backend already serves as many streams as it will. */
export const agentStreamBusyCode = 'stream_busy';

export const agentStreamChannelSchema = z.object({
  name: z.string().min(1).max(64),
  /** "°C", "hPa", "V"; empty when the channel has no unit. */
  unit: z.string().max(16),
});
export type AgentStreamChannel = z.infer<typeof agentStreamChannelSchema>;

/** The first message: what the stream carries. */
export const agentStreamHelloSchema = z.object({
  type: z.literal('hello'),
  /** Samples per second per channel. */
  rate: z.number().positive().max(100_000),
  channels: z.array(agentStreamChannelSchema).min(1).max(64),
});
export type AgentStreamHello = z.infer<typeof agentStreamHelloSchema>;

/**
 * A batch of consecutive samples: sample i of every channel was taken at `t0 + i × dt × 1000`
 * (ms since the epoch). Every channel of the hello has an array, all of the same length.
 */
export const agentStreamSamplesSchema = z
  .object({
    type: z.literal('samples'),
    t0: z.number().nonnegative(),
    /** Seconds between two samples: 1 / rate. */
    dt: z.number().positive(),
    values: z.record(z.string(), z.array(z.number()).max(100_000)),
  })
  .refine((batch) => new Set(Object.values(batch.values).map((list) => list.length)).size <= 1, {
    message: 'every channel of a batch has the same number of samples',
  });
export type AgentStreamSamples = z.infer<typeof agentStreamSamplesSchema>;

export const agentStreamMessageSchema = z.union([agentStreamHelloSchema, agentStreamSamplesSchema]);
export type AgentStreamMessage = z.infer<typeof agentStreamMessageSchema>;
