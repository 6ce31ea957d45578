import { describe, expect, test } from 'vitest';
import { encodeConn } from '@sinyal/contracts/agent';
import {
  appLink,
  openAgentStream,
  parseStreamMessage,
  StreamDecoder,
  type StreamHandlers,
} from './agent-stream-source';

const hello = JSON.stringify({
  type: 'hello',
  rate: 100,
  channels: [
    { name: 'temperature', unit: '°C' },
    { name: 'sine', unit: 'V' },
  ],
});
const samples = (t0: number, temperature: number[], sine?: number[]) =>
  JSON.stringify({
    type: 'samples',
    t0,
    dt: 0.01,
    values: sine ? { temperature, sine } : { temperature },
  });

describe('parseStreamMessage', () => {
  test('reads a hello and a batch of samples', () => {
    expect(parseStreamMessage(hello)).toMatchObject({ type: 'hello', rate: 100 });
    expect(parseStreamMessage(samples(1000, [20, 20.1], [0, 0.06]))).toMatchObject({
      type: 'samples',
      t0: 1000,
    });
  });

  test('returns null for what the contract does not describe', () => {
    for (const text of [
      'not json',
      '{"type":"hello","rate":-1,"channels":[{"name":"a","unit":""}]}',
      '{"type":"samples","t0":0,"dt":0.01,"values":{"a":[1,2],"b":[1]}}',
      '{"type":"goodbye"}',
      new ArrayBuffer(4),
    ]) {
      expect(parseStreamMessage(text)).toBeNull();
    }
  });
});

describe('StreamDecoder', () => {
  test('names the channels with their units and times the samples from the first batch', () => {
    const decoder = new StreamDecoder();
    expect(decoder.push(parseStreamMessage(samples(1000, [1]))!)).toBeNull();
    expect(decoder.push(parseStreamMessage(hello)!)).toBe(true);
    expect(decoder.channels).toEqual(['temperature (°C)', 'sine (V)']);

    const first = decoder.push(parseStreamMessage(samples(5000, [20, 20.1], [0, 0.5]))!);
    const second = decoder.push(parseStreamMessage(samples(5020, [20.2]))!);
    if (first === true || first === null || second === true || second === null) {
      throw new Error('expected columns');
    }
    expect(Array.from(first.times)).toEqual([0, 0.01]);
    expect(first.columns.map((column) => Array.from(column))).toEqual([
      [20, 20.1],
      [0, 0.5],
    ]);
    expect(Array.from(second.times)).toEqual([0.02]);
    // A channel missing from a batch is a gap, not a shift of the others.
    expect(Number.isNaN(second.columns[1]![0])).toBe(true);
  });
});

/** A stand-in for the browser's WebSocket: the test plays the server's side. */
class FakeSocket extends EventTarget {
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
  }
  close() {
    this.closed = true;
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

function recorder() {
  const events: unknown[] = [];
  const handlers: StreamHandlers = {
    onChannels: (channels) => events.push(['channels', channels]),
    onSamples: (times, columns) =>
      events.push(['samples', Array.from(times), columns.map((column) => Array.from(column))]),
    onEnd: (how) => events.push(['end', how]),
  };
  return { events, handlers };
}

describe('openAgentStream', () => {
  test('opens ws://…/api/stream with sinyal.v1 and the key, and hands on what arrives', () => {
    let socket: FakeSocket | undefined;
    const { events, handlers } = recorder();
    const connection = openAgentStream(
      { baseUrl: 'http://127.0.0.1:47113', key: 'pairing-key-0123456789' },
      handlers,
      (url, protocols) => (socket = new FakeSocket(url, protocols)) as unknown as WebSocket,
    );
    expect(socket?.url).toBe('ws://127.0.0.1:47113/api/stream');
    expect(socket?.protocols).toEqual(['sinyal.v1', 'key.pairing-key-0123456789']);
    socket!.dispatchEvent(new Event('open'));
    socket!.receive(hello);
    socket!.receive('garbage');
    socket!.receive(samples(10, [21], [1]));
    socket!.dispatchEvent(new Event('close'));
    expect(events).toEqual([
      ['channels', ['temperature (°C)', 'sine (V)']],
      ['samples', [0], [[21], [1]]],
      ['end', 'closed'],
    ]);
    connection.close();
    expect(socket!.closed).toBe(true);
  });

  test('a handshake that fails (a wrong key is a 401) ends as refused', () => {
    let socket: FakeSocket | undefined;
    const { events, handlers } = recorder();
    openAgentStream(
      { baseUrl: 'http://127.0.0.1:47113', key: 'wrong' },
      handlers,
      (url, protocols) => (socket = new FakeSocket(url, protocols)) as unknown as WebSocket,
    );
    socket!.dispatchEvent(new Event('close'));
    expect(events).toEqual([['end', 'refused']]);
  });

  test('a socket the page may not open (a content policy) ends as refused too', async () => {
    const { events, handlers } = recorder();
    openAgentStream({ baseUrl: 'http://127.0.0.1:47113', key: 'k' }, handlers, () => {
      throw new DOMException('Refused to connect', 'SecurityError');
    });
    await Promise.resolve();
    expect(events).toEqual([['end', 'refused']]);
  });
});

describe('appLink', () => {
  test("takes the app's address and key from the demo's link, and nothing without a key", () => {
    const conn = encodeConn('127.0.0.1', 47113);
    expect(appLink(new URLSearchParams({ conn, key: 'k-0123456789abcdef' }))).toEqual({
      baseUrl: 'http://127.0.0.1:47113',
      key: 'k-0123456789abcdef',
    });
    expect(appLink(new URLSearchParams({ conn }))).toBeNull();
    expect(appLink(new URLSearchParams({ conn: 'nonsense', key: 'k' }))).toBeNull();
  });
});
