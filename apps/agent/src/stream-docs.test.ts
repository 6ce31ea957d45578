import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
// The code the docs' WebSockets page shows, run here as a reader would run it.
import { browserClient, nodeClient } from '../../web/src/features/docs/stream-samples';
import { makeDataDir, removeDataDir, startTestApp, testKey } from './test-support';

// Where `ws` resolves, as in a reader's project after `npm install ws`.
const agentFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let dataDir: string;
let app: FastifyInstance;
let port: number;

beforeEach(async () => {
  dataDir = await makeDataDir();
  app = await startTestApp(dataDir, { port: 0 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterEach(async () => {
  await app.close();
  await removeDataDir(dataDir);
});

interface Run {
  /** Resolves with the output once `enough` says it holds what the test waits for, or at exit. */
  output: Promise<{ stdout: string; stderr: string; code: number | null }>;
}

/** Runs an ES module's text with Node; it is stopped once its output is enough. */
function runModule(
  code: string,
  args: string[],
  enough: (stdout: string) => boolean,
  nodeFlags: string[] = [],
): Run {
  const child = spawn(process.execPath, [...nodeFlags, '--input-type=module', '-', ...args], {
    cwd: agentFolder,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(code);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    if (enough(stdout)) child.kill();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return {
    output: new Promise((resolve) =>
      child.on('close', (exitCode) => resolve({ stdout, stderr, code: exitCode })),
    ),
  };
}

const threeTemperatures = (stdout: string) =>
  (stdout.match(/ temperature = [\d.]+ °C\n/g) ?? []).length >= 3;

describe("the docs' WebSocket clients", () => {
  test('the Node client prints the hello and the samples it receives', async () => {
    const { stdout } = await runModule(nodeClient, [String(port), testKey], threeTemperatures)
      .output;
    expect(stdout).toContain('hello: 100 samples/s of temperature, pressure, sine');
    expect(stdout).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z pressure = 10\d\d(\.\d+)? hPa$/m);
    expect(threeTemperatures(stdout)).toBe(true);
  });

  test('the Node client says why the agent refused a wrong key', async () => {
    const { stderr, code } = await runModule(
      nodeClient,
      [String(port), 'a-key-that-is-wrong-0000'],
      () => false,
    ).output;
    expect(code).toBe(1);
    expect(stderr).toContain('refused: 401');
    expect(stderr).toContain('"code":"wrong_key"');
  });

  test('the browser client works with a standard WebSocket', async () => {
    // Node 20 has the browser's WebSocket behind a flag; later versions have it on.
    const flags = typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [];
    const { stdout } = await runModule(browserClient(port, testKey), [], threeTemperatures, flags)
      .output;
    expect(stdout).toContain('hello: 100 samples/s of temperature, pressure, sine');
    expect(threeTemperatures(stdout)).toBe(true);
  });
});
