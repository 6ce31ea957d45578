import fs from 'node:fs/promises';
import path from 'node:path';
import {
  premiumPublisher,
  publishPackage,
  testManifest,
  testPackage,
} from '../../../server/src/test/extension-fixtures';
import { createTestApp, type TestApp } from '../../../server/src/test/test-app';
import type { ExtensionManifest } from '@sinyal/contracts/extension-manifest';

/**
 * A real registry for the agent's tests: the server (buildApp) on a fresh database, listening on
 * 127.0.0.1, with its two samples and a premium publisher who can publish more.
 */
export async function startRegistry() {
  const server: TestApp = await createTestApp();
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const publisher = await premiumPublisher(server);
  return {
    server,
    url,
    /** Publishes a lite extension (or the manifest given) and answers its manifest and sha256. */
    async publish(overrides: Partial<ExtensionManifest> = {}, files?: Record<string, string>) {
      const manifest = testManifest({
        mode: 'lite',
        os: ['Windows', 'Linux', 'macOS'],
        ...overrides,
      });
      const bytes = await testPackage(manifest, files);
      const answer = await publishPackage(server, manifest.id, bytes, publisher.apiToken);
      if (answer.status !== 201) throw new Error(`publish: ${JSON.stringify(answer.body)}`);
      return { manifest, sha256: answer.body.sha256 as string };
    },
    /** Replaces the stored bytes of a package: what a compromised disk or mirror would serve. */
    async tamper(sha256: string) {
      const file = path.join(server.dataDir, 'packages', sha256.slice(0, 2), `${sha256}.sxp`);
      const bytes = await fs.readFile(file);
      bytes[bytes.length - 30] = (bytes[bytes.length - 30] ?? 0) ^ 0xff;
      await fs.writeFile(file, bytes);
    },
    close: () => server.close(),
  };
}

export type RunningRegistry = Awaited<ReturnType<typeof startRegistry>>;
