import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { agentExtensionListSchema, agentKeyHeader } from '@sinyal/contracts/agent';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from './app';
import type { AgentConfig } from './config';

export const testKey = 'test-pairing-key-0123456789abcdef';
export const testPort = 47199;
export const siteOrigin = 'http://localhost:3000';
export const ownHost = `127.0.0.1:${testPort}`;

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'sinyal-agent-test-'));
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export function testConfig(dataDir: string, overrides: Partial<AgentConfig> = {}): AgentConfig {
  return {
    host: '127.0.0.1',
    port: testPort,
    pairingKey: testKey,
    pairingKeyFromEnv: true,
    dataDir,
    allowedOrigins: [siteOrigin, 'http://127.0.0.1:3000'],
    siteUrl: siteOrigin,
    logLevel: 'silent',
    // Nothing listens on the discard port: a test that installs passes its registry's address.
    registryUrl: 'http://127.0.0.1:9',
    registryKeys: undefined,
    revocationsMaxAgeS: 300,
    appVersion: '1.0.0',
    ...overrides,
  };
}

/** A log stream whose lines the test can read. */
export function captureLogs(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

export async function startTestApp(
  dataDir: string,
  overrides: Partial<AgentConfig> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(dataDir, overrides), options);
  await app.ready();
  return app;
}

/** A request as the marketplace page sends it: own Host, the key; add an Origin where it matters. */
export function asPage(options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: { host: ownHost, [agentKeyHeader]: testKey, ...options.headers },
  };
}

/** A JSON POST as the marketplace page sends it. */
export function postAsPage(app: FastifyInstance, url: string, payload = '{}') {
  return app.inject(
    asPage({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload }),
  );
}

/** Installs an extension as the page's Install button does. */
export function installAsPage(app: FastifyInstance, id: string, payload = '{}') {
  return postAsPage(app, `/api/install/${id}`, payload);
}

/** The installed extensions as the page reads them. */
export async function listAsPage(app: FastifyInstance) {
  return agentExtensionListSchema.parse(
    (await app.inject(asPage({ url: '/api/extensions' }))).json(),
  );
}
