import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { releaseStatementType } from '@sinyal/contracts/extension-registry';
import type { RevocationItem } from '@sinyal/contracts/moderation';
import {
  generateSigningKey,
  type StoredSigningKey,
} from '../../../server/src/security/signing-keys';
import { fixedLicence } from '../licence/licence';
import {
  closeFrontedRegistry,
  startFrontedRegistry,
  startLiteAgent,
  stopAgent,
  type FrontedRegistry,
} from '../test/agent-suite';
import { signRevocationList, type FrontSigner, type RegistryFront } from '../test/registry-front';
import type { RunningRegistry } from '../test/registry-process';
import { asPage, installAsPage, listAsPage, startTestApp } from '../test-support';

let fronted: FrontedRegistry;
let registry: RunningRegistry;
let front: RegistryFront;
let registryKey: StoredSigningKey;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  fronted = await startFrontedRegistry();
  ({ registry, front, registryKey } = fronted);
});
afterAll(() => closeFrontedRegistry(fronted));

/** Starts the agent again on the same data directory. */
const start = () =>
  startTestApp(dataDir, { registryUrl: front.url }, { licence: fixedLicence('lite') });

beforeEach(async () => {
  front.set({});
  ({ dataDir, app } = await startLiteAgent(front.url));
});
afterEach(() => stopAgent({ app, dataDir }));

const nowSeconds = () => Math.floor(Date.now() / 1000);
/**
 * An `iat` newer than the list each agent fetches as it starts: the registry's clock stands still
 * at the second it started, which can be this very second, and a list of the same `iat` is not
 * taken (the server moves `iat` past every change, so equal means unchanged).
 */
const newerIat = () => nowSeconds() + 1;
const revokedItem = (id: string, version: string, reason: string): RevocationItem => ({
  id,
  version,
  reason,
  revoked_at: new Date().toISOString(),
});

/** The registry serves this list, signed with its own key unless another signer is given. */
async function serveList(
  items: RevocationItem[],
  options: { iat?: number; signer?: FrontSigner; typ?: string } = {},
) {
  const list = { iat: options.iat ?? newerIat(), items };
  front.set({
    revocations: await signRevocationList(options.signer ?? registryKey, list, options.typ),
  });
}

const install = (id: string, version?: string) =>
  installAsPage(app, id, version ? JSON.stringify({ version }) : '{}');
/** Publishes and installs an extension: each install fetches the list first. */
async function publishAndInstall() {
  const { manifest } = await registry.publish();
  expect((await install(manifest.id)).json()).toMatchObject({ status: true });
  return manifest;
}
const entryOf = async (id: string) => (await listAsPage(app)).find((entry) => entry.id === id);

describe('an install of a revoked version', () => {
  test('is refused with revoked and the reason, and nothing is installed', async () => {
    const { manifest } = await registry.publish();
    await serveList([revokedItem(manifest.id, manifest.version, 'It uploads your files')]);

    const response = await install(manifest.id);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      status: false,
      id: manifest.id,
      code: 'revoked',
      detail: `${manifest.id} ${manifest.version} was revoked by the operators: It uploads your files`,
    });
    expect(await entryOf(manifest.id)).toBeUndefined();
    await expect(fs.stat(path.join(dataDir, 'extensions', manifest.id))).rejects.toThrow();
  });

  test('"*" revokes every version, the one asked for by name too', async () => {
    const { manifest } = await registry.publish();
    await serveList([revokedItem(manifest.id, '*', 'Malware')]);
    expect((await install(manifest.id, manifest.version)).json()).toMatchObject({
      status: false,
      code: 'revoked',
      detail: `${manifest.id} ${manifest.version} was revoked by the operators: Malware`,
    });
  });

  test('a whole extension revoked is refused as revoked even once the registry no longer lists it', async () => {
    await serveList([revokedItem('taken-down-whole', '*', 'Malware')]);
    const response = await install('taken-down-whole');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      status: false,
      id: 'taken-down-whole',
      code: 'revoked',
      detail: 'taken-down-whole was revoked by the operators: Malware',
    });
  });

  test('a list that names another extension changes nothing for this one', async () => {
    await serveList([revokedItem('someone-else', '*', 'Malware')]);
    await publishAndInstall();
  });
});

describe('an installed version revoked afterwards', () => {
  test('is reported revoked with the reason and not enabled; enabling it is refused; lifting it enables it again', async () => {
    const manifest = await publishAndInstall();
    await serveList([revokedItem(manifest.id, manifest.version, 'Impersonates CSV Recorder')]);
    // The next install fetches the list.
    await publishAndInstall();

    expect(await entryOf(manifest.id)).toEqual({
      id: manifest.id,
      installed: true,
      enabled: false,
      version: manifest.version,
      disabled_reason: 'revoked',
      revoked: { reason: 'Impersonates CSV Recorder' },
    });
    const enable = await app.inject(asPage({ url: `/api/start/${manifest.id}` }));
    expect(enable.json()).toEqual({
      status: false,
      id: manifest.id,
      enabled: false,
      code: 'revoked',
      detail: `${manifest.name} ${manifest.version} was revoked by the operators: Impersonates CSV Recorder`,
    });
    expect((await install(manifest.id)).json()).toMatchObject({ status: false, code: 'revoked' });

    await serveList([], { iat: nowSeconds() + 10 });
    await publishAndInstall();
    expect(await entryOf(manifest.id)).toEqual({
      id: manifest.id,
      installed: true,
      enabled: true,
      version: manifest.version,
    });
  });

  test('the marketplace listing keeps a list fetched moments ago (AGENT_REVOCATIONS_MAX_AGE_S)', async () => {
    const manifest = await publishAndInstall();
    await serveList([revokedItem(manifest.id, '*', 'Malware')]);
    expect(await entryOf(manifest.id)).toMatchObject({ enabled: true });
  });

  test('the marketplace listing fetches an older list again, so a takedown shows when it is opened', async () => {
    await app.close();
    app = await startTestApp(
      dataDir,
      { registryUrl: front.url, revocationsMaxAgeS: 0 },
      { licence: fixedLicence('lite') },
    );
    const manifest = await publishAndInstall();
    await serveList([revokedItem(manifest.id, '*', 'Malware')]);
    expect(await entryOf(manifest.id)).toMatchObject({
      enabled: false,
      revoked: { reason: 'Malware' },
    });
  });

  test('the held list survives a restart, even when the registry then serves none', async () => {
    const manifest = await publishAndInstall();
    await serveList([revokedItem(manifest.id, '*', 'Malware')]);
    await publishAndInstall();
    await app.close();

    front.set({});
    app = await start();
    expect(await entryOf(manifest.id)).toMatchObject({
      enabled: false,
      revoked: { reason: 'Malware' },
    });
    const state = JSON.parse(await fs.readFile(path.join(dataDir, 'state.json'), 'utf8')) as {
      revocations: { items: RevocationItem[] };
    };
    expect(state.revocations.items.map((item) => item.id)).toEqual([manifest.id]);
  });
});

describe('which list the agent keeps', () => {
  test('an older list never replaces the one held; a newer one does', async () => {
    const manifest = await publishAndInstall();
    const iat = newerIat();
    await serveList([revokedItem(manifest.id, manifest.version, 'Malware')], { iat });
    await publishAndInstall();
    expect(await entryOf(manifest.id)).toMatchObject({ revoked: { reason: 'Malware' } });

    // A replay of a list from before the takedown.
    await serveList([], { iat: iat - 60 });
    await publishAndInstall();
    expect(await entryOf(manifest.id)).toMatchObject({
      enabled: false,
      revoked: { reason: 'Malware' },
    });

    await serveList([], { iat: iat + 60 });
    await publishAndInstall();
    expect(await entryOf(manifest.id)).toMatchObject({ enabled: true });
    expect((await entryOf(manifest.id))?.revoked).toBeUndefined();
  });

  test.each([
    [
      'signed by a key the registry does not list',
      async (item: RevocationItem) =>
        serveList([item], { signer: await generateSigningKey(new Date(), new Date()) }),
    ],
    [
      'whose signature does not hold',
      async (item: RevocationItem) => {
        // The list with the item, under the signature of another list.
        const iat = nowSeconds();
        const [header, payload] = (
          await signRevocationList(registryKey, { iat, items: [item] })
        ).split('.');
        const [, , signature] = (await signRevocationList(registryKey, { iat, items: [] })).split(
          '.',
        );
        front.set({ revocations: `${header}.${payload}.${signature}` });
      },
    ],
    [
      'that is a release statement, not a list',
      async (item: RevocationItem) => serveList([item], { typ: releaseStatementType }),
    ],
    [
      'that is no JWS at all',
      async () => {
        front.set({ revocations: 'not a jws' });
      },
    ],
  ])('a list %s is ignored: the install goes ahead', async (_name, serve) => {
    const { manifest } = await registry.publish();
    await serve(revokedItem(manifest.id, '*', 'Forged takedown'));
    expect((await install(manifest.id)).json()).toMatchObject({ status: true, enabled: true });
  });

  test('a forged list does not lift a takedown held', async () => {
    const manifest = await publishAndInstall();
    await serveList([revokedItem(manifest.id, '*', 'Malware')]);
    await publishAndInstall();
    const stranger = await generateSigningKey(new Date(), new Date());
    await serveList([], { iat: nowSeconds() + 60, signer: stranger });
    await publishAndInstall();
    expect(await entryOf(manifest.id)).toMatchObject({ revoked: { reason: 'Malware' } });
  });
});
