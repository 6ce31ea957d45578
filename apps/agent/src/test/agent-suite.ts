import type { FastifyInstance } from 'fastify';
import {
  keysDir,
  readKeyFiles,
  type StoredSigningKey,
} from '../../../server/src/security/signing-keys';
import { fixedLicence } from '../licence/licence';
import { makeDataDir, removeDataDir, startTestApp } from '../test-support';
import { startRegistryFront, type RegistryFront } from './registry-front';
import { startRegistry, type RunningRegistry } from './registry-process';

export interface FrontedRegistry {
  registry: RunningRegistry;
  /** Stands between the agent and the registry, so a test can bend what the agent is served. */
  front: RegistryFront;
  /** The registry's own key, which the agent pins at its first contact. */
  registryKey: StoredSigningKey;
}

export async function startFrontedRegistry(): Promise<FrontedRegistry> {
  const registry = await startRegistry();
  const front = await startRegistryFront(registry.url);
  const [registryKey] = readKeyFiles(keysDir(registry.server.dataDir));
  if (!registryKey) throw new Error('the registry has no key file');
  return { registry, front, registryKey };
}

export async function closeFrontedRegistry({ registry, front }: FrontedRegistry): Promise<void> {
  await front.close();
  await registry.close();
}

export interface TestAgent {
  dataDir: string;
  app: FastifyInstance;
}

/** A fresh Lite agent in a data directory of its own, using the registry at `registryUrl`. */
export async function startLiteAgent(registryUrl: string): Promise<TestAgent> {
  const dataDir = await makeDataDir();
  const app = await startTestApp(dataDir, { registryUrl }, { licence: fixedLicence('lite') });
  return { dataDir, app };
}

export async function stopAgent({ app, dataDir }: TestAgent): Promise<void> {
  await app.close();
  await removeDataDir(dataDir);
}
