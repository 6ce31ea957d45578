import { randomBytes } from 'node:crypto';
import type { ExtensionManifest } from '@sinyal/contracts/extension-manifest';
import { runAdminCommand } from '../modules/admin/admin.service';
import { zipFiles } from '@sinyal/ext/package/pack-folder';
import type { TestApp } from './test-app';

/** A valid manifest with an id and a name no other test uses, with the given fields changed. */
export function testManifest(overrides: Partial<ExtensionManifest> = {}): ExtensionManifest {
  const tag = randomBytes(3).toString('hex');
  return {
    name: `Serial Monitor ${tag}`,
    id: `serial-monitor-${tag}`,
    version: '1.0.0',
    description: 'Streams numbers from a serial port into a live chart.',
    mode: 'pro',
    author: `Ada Yilmaz ${tag}`,
    os: ['Windows', 'Linux'],
    category: 'DataSource',
    entry_point: 'main:app',
    engines: { sinyal: '>=1.0.0 <2.0.0' },
    ...overrides,
  };
}

export const testMainPy =
  'class App:\n    def start(self, emit):\n        emit("serial", 1.0)\n\n\napp = App()\n';

/** A package of the manifest (as JSON, or any text), main.py and the files given. */
export async function testPackage(
  manifest: ExtensionManifest | string,
  files: Record<string, string | Buffer> = { 'main.py': testMainPy },
): Promise<Buffer> {
  const text = typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2);
  return zipFiles([
    { name: 'manifest.json', bytes: Buffer.from(text) },
    ...Object.entries(files).map(([name, bytes]) => ({
      name,
      bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    })),
  ]);
}

/** A verified account with its session token and a fresh API token. */
export async function accountWithApiToken(t: TestApp) {
  const user = await t.signedIn();
  const answer = await t.post<{ api_token: string }>(
    '/api/generate-api-token',
    undefined,
    user.token,
  );
  if (answer.status !== 201) throw new Error(`api token: ${JSON.stringify(answer.body)}`);
  return { ...user, apiToken: answer.body.api_token };
}

/** The same, on the Premium plan (set as an administrator would, with `npm run admin`). */
export async function premiumPublisher(t: TestApp) {
  const account = await accountWithApiToken(t);
  const result = await runAdminCommand(['set-plan', account.username, 'premium'], {
    db: t.db,
    clock: t.clock,
  });
  if (result.exitCode !== 0) throw new Error(`set-plan: ${result.output}`);
  return account;
}

/** POST /api/extensions/{id}/versions with the package as the body. */
export function publishPackage(t: TestApp, id: string, bytes: Buffer, token?: string) {
  return t.post(`/api/extensions/${encodeURIComponent(id)}/versions`, bytes, token, {
    headers: { 'content-type': 'application/zip' },
  });
}

/**
 * Publishes a package of a fresh test manifest (with `overrides`) holding `files`; the manifest,
 * the package and the answer, whatever it is.
 */
export async function publishTestExtension(
  t: TestApp,
  token: string,
  overrides: Partial<ExtensionManifest> = {},
  files?: Record<string, string | Buffer>,
) {
  const manifest = testManifest(overrides);
  const bytes = await testPackage(manifest, files);
  return { manifest, bytes, answer: await publishPackage(t, manifest.id, bytes, token) };
}
