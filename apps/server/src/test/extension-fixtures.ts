import { randomBytes } from 'node:crypto';
import type { ExtensionManifest } from '@sinyal/contracts/extension-manifest';
import { runAdminCommand } from '../modules/admin/admin.service';
import type { TestApp } from './test-app';

/** A valid manifest with an id no other test uses, with the given fields changed. */
export function testManifest(overrides: Partial<ExtensionManifest> = {}): ExtensionManifest {
  return {
    name: 'Serial Monitor',
    id: `serial-monitor-${randomBytes(3).toString('hex')}`,
    version: '1.0.0',
    description: 'Streams numbers from a serial port into a live chart.',
    mode: 'pro',
    author: 'Ada Yilmaz',
    os: ['Windows', 'Linux'],
    category: 'DataSource',
    entry_point: 'main:app',
    ...overrides,
  };
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
