import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import {
  agentStreamHelloSchema,
  agentStreamProtocol,
  agentStreamProtocols,
  agentStreamSamplesSchema,
  type AgentStreamHello,
  type AgentStreamSamples,
} from '@sinyal/contracts/agent-stream';
import type { AgentConfig } from './config';
import { makeDataDir, removeDataDir, siteOrigin, startTestApp, testKey } from './test-support';

let dataDir: string;
let app: FastifyInstance | null = null;

beforeEach(async () => {
  dataDir = await makeDataDir();
});

afterEach(async () => {
  await app?.close();
  app = null;
  await removeDataDir(dataDir);
});

async function listen(overrides: Partial<AgentConfig> = {}): Promise<string> {
  app = await startTestApp(dataDir, { port: 0, ...overrides });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/stream`;
}

type Opened = { socket: WebSocket; messages: () => Promise<unknown> };

/** Opens the stream; resolves once it is open, with a reader of its messages in order. */
function open(
  url: string,
  protocols: string[],
  options: WebSocket.ClientOptions = {},
): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols, options);
    const queue: unknown[] = [];
    const waiting: ((message: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as unknown;
      const next = waiting.shift();
      if (next) next(message);
      else queue.push(message);
    });
    socket.on('open', () =>
      resolve({
        socket,
        messages: () =>
          queue.length > 0
            ? Promise.resolve(queue.shift())
            : new Promise((next) => waiting.push(next)),
      }),
    );
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () =>
        reject(Object.assign(new Error('refused'), { status: response.statusCode, body })),
      );
    });
    socket.on('error', (error) => reject(error));
  });
}

async function refusal(promise: Promise<Opened>) {
  const error = (await promise.then(
    () => {
      throw new Error('the stream opened');
    },
    (failure: unknown) => failure,
  )) as { status: number; body: string };
  return { status: error.status, body: JSON.parse(error.body) as { code: string } };
}

async function batches(stream: Opened, count: number): Promise<AgentStreamSamples[]> {
  const list: AgentStreamSamples[] = [];
  while (list.length < count) list.push(agentStreamSamplesSchema.parse(await stream.messages()));
  return list;
}

describe('the live stream', () => {
  test('answers with sinyal.v1 and says hello with the simulated channels first', async () => {
    const stream = await open(await listen(), agentStreamProtocols(testKey));
    expect(stream.socket.protocol).toBe(agentStreamProtocol);
    const hello: AgentStreamHello = agentStreamHelloSchema.parse(await stream.messages());
    expect(hello.channels).toEqual([
      { name: 'temperature', unit: '°C' },
      { name: 'pressure', unit: 'hPa' },
      { name: 'sine', unit: 'V' },
    ]);
    expect(hello.rate).toBe(100);
    stream.socket.close();
  });

  test('sends samples at the declared rate: each batch starts where the one before ended', async () => {
    const stream = await open(await listen(), agentStreamProtocols(testKey));
    const hello = agentStreamHelloSchema.parse(await stream.messages());
    const list = await batches(stream, 6);
    stream.socket.close();

    for (const batch of list) {
      expect(batch.dt).toBeCloseTo(1 / hello.rate, 12);
      expect(Object.keys(batch.values)).toEqual(hello.channels.map((channel) => channel.name));
      const lengths = Object.values(batch.values).map((values) => values.length);
      expect(new Set(lengths).size).toBe(1);
      expect(lengths[0]).toBeGreaterThan(0);
    }
    for (let i = 1; i < list.length; i += 1) {
      const before = list[i - 1]!;
      const length = before.values.temperature!.length;
      expect(list[i]!.t0 - before.t0).toBeCloseTo(length * before.dt * 1000, 6);
    }
    // Over the whole run: as many samples as the covered time holds at the declared rate.
    const first = list[0]!;
    const last = list.at(-1)!;
    const samples = list.reduce((sum, batch) => sum + batch.values.sine!.length, 0);
    const coveredS = (last.t0 - first.t0) / 1000 + last.values.sine!.length * last.dt;
    expect(samples).toBeCloseTo(coveredS * hello.rate, 6);
    // The simulated channels look like what they are named after.
    const temperatures = list.flatMap((batch) => batch.values.temperature!);
    const pressures = list.flatMap((batch) => batch.values.pressure!);
    expect(Math.min(...temperatures)).toBeGreaterThan(15);
    expect(Math.max(...temperatures)).toBeLessThan(25);
    expect(Math.min(...pressures)).toBeGreaterThan(1000);
    expect(Math.max(...pressures)).toBeLessThan(1030);
  });

  test('accepts the site as Origin', async () => {
    const stream = await open(await listen(), agentStreamProtocols(testKey), {
      origin: siteOrigin,
    });
    expect(agentStreamHelloSchema.parse(await stream.messages()).type).toBe('hello');
    stream.socket.close();
  });

  test('a wrong pairing key fails the handshake with 401 wrong_key', async () => {
    const answer = await refusal(
      open(await listen(), agentStreamProtocols('not-the-key-at-all-123')),
    );
    expect(answer).toEqual({ status: 401, body: expect.objectContaining({ code: 'wrong_key' }) });
  });

  test('no pairing key fails the handshake with 401 missing_key', async () => {
    const url = await listen();
    expect(await refusal(open(url, [agentStreamProtocol]))).toEqual({
      status: 401,
      body: expect.objectContaining({ code: 'missing_key' }),
    });
    expect(await refusal(open(url, []))).toEqual({
      status: 401,
      body: expect.objectContaining({ code: 'missing_key' }),
    });
  });

  test('a page of another site is refused with 403, even with the right key', async () => {
    const answer = await refusal(
      open(await listen(), agentStreamProtocols(testKey), { origin: 'https://evil.example' }),
    );
    expect(answer).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'origin_not_allowed' }),
    });
  });

  test('a foreign Host (DNS rebinding) is refused with 421', async () => {
    const answer = await refusal(
      open(await listen(), agentStreamProtocols(testKey), {
        headers: { host: 'rebind.example:80' },
      }),
    );
    expect(answer).toEqual({ status: 421, body: expect.objectContaining({ code: 'wrong_host' }) });
  });

  test('plays a CSV file given by AGENT_STREAM_CSV, with its units and its rate', async () => {
    const file = path.join(dataDir, 'bench.csv');
    await writeFile(
      file,
      'time,temperature (°C),current [mA]\n0,20.5,1.25\n0.02,20.6,1.5\n0.04,20.7,1.75\n',
    );
    const stream = await open(await listen({ streamCsv: file }), agentStreamProtocols(testKey));
    const hello = agentStreamHelloSchema.parse(await stream.messages());
    expect(hello).toEqual({
      type: 'hello',
      rate: 50,
      channels: [
        { name: 'temperature', unit: '°C' },
        { name: 'current', unit: 'mA' },
      ],
    });
    const values = (await batches(stream, 3)).flatMap((batch) => batch.values.current!);
    stream.socket.close();
    expect(values.slice(0, 4)).toEqual([1.25, 1.5, 1.75, 1.25]);
  });
});
