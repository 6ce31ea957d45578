import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  agentActionFailureSchema,
  agentInfoSchema,
  agentInstallResponseSchema,
  agentToggleResponseSchema,
} from '@sinyal/contracts/agent';
import { generateSigningKey } from '../../server/src/security/signing-keys';
import { fixedLicence } from './licence/licence';
import { StateStore } from './state-store';
import { startLiteAgent, stopAgent } from './test/agent-suite';
import { startRegistry, type RunningRegistry } from './test/registry-process';
import {
  asPage,
  installAsPage,
  listAsPage,
  makeDataDir,
  postAsPage,
  removeDataDir,
  startTestApp,
} from './test-support';

let registry: RunningRegistry;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  registry = await startRegistry();
});
afterAll(async () => {
  await registry.close();
});
beforeEach(async () => {
  ({ dataDir, app } = await startLiteAgent(registry.url));
});
afterEach(() => stopAgent({ app, dataDir }));

const get = (target: FastifyInstance, url: string) => target.inject(asPage({ url }));
const stateFile = () => fs.readFile(path.join(dataDir, 'state.json'), 'utf8');
const filesOf = async (id: string) =>
  (await fs.readdir(path.join(dataDir, 'extensions', id), { recursive: true })).sort();

describe('GET /api/info and /api/extensions', () => {
  test('info tells the app version installs are matched against, and the licence', async () => {
    const info = agentInfoSchema.parse((await get(app, '/api/info')).json());
    expect(info).toMatchObject({
      name: 'Sinyal Agent',
      api_version: 1,
      app_version: '1.0.0',
      licence: { plan: 'lite' },
    });
  });

  test('a new agent has nothing installed', async () => {
    expect(await listAsPage(app)).toEqual([]);
  });
});

describe('POST /api/install/{id}', () => {
  test('downloads, verifies and unpacks into extensions/<id>/<version>/, then records it', async () => {
    const response = await installAsPage(app, 'csv-recorder');
    expect(response.statusCode).toBe(200);
    expect(agentInstallResponseSchema.parse(response.json())).toEqual({
      status: true,
      id: 'csv-recorder',
      installed: true,
      enabled: true,
      version: '1.4.2',
    });
    expect(await listAsPage(app)).toEqual([
      { id: 'csv-recorder', installed: true, enabled: true, version: '1.4.2' },
    ]);
    const main = await fs.readFile(
      path.join(dataDir, 'extensions/csv-recorder/1.4.2/csv_recorder/main.py'),
      'utf8',
    );
    expect(main).toContain('app = CsvRecorderApp()');
    const state = JSON.parse(await stateFile());
    expect(state.extensions['csv-recorder']).toMatchObject({
      version: '1.4.2',
      name: 'CSV Recorder',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // No key was configured: the registry's keys were pinned on first contact.
    expect(state.registry).toMatchObject({
      url: registry.url,
      keys: [expect.objectContaining({ kty: 'OKP', crv: 'Ed25519' })],
    });
    expect(await fs.readdir(path.join(dataDir, 'extensions'))).toEqual(['csv-recorder']);
  });

  test('is idempotent, takes no body as {}, and enables a disabled extension again', async () => {
    expect((await installAsPage(app, 'csv-recorder')).statusCode).toBe(200);
    const before = await filesOf('csv-recorder');
    await get(app, '/api/disable/csv-recorder');
    const again = await app.inject(asPage({ method: 'POST', url: '/api/install/csv-recorder' }));
    expect(again.json()).toMatchObject({ status: true, enabled: true, version: '1.4.2' });
    expect(await filesOf('csv-recorder')).toEqual(before);
  });

  test('an extension that needs Pro is refused on Lite with licence_required, and nothing changes', async () => {
    const before = await stateFile().catch(() => '');
    const response = await installAsPage(app, 'spectrum-analyzer');
    expect(response.statusCode).toBe(403);
    expect(agentActionFailureSchema.parse(response.json())).toEqual({
      status: false,
      id: 'spectrum-analyzer',
      code: 'licence_required',
      plan: 'pro',
      detail: 'spectrum-analyzer needs the Pro plan; this app runs Lite',
    });
    expect(await listAsPage(app)).toEqual([]);
    await expect(fs.readdir(path.join(dataDir, 'extensions/spectrum-analyzer'))).rejects.toThrow();
    // Pinning the keys is the only write, and it happened before the plan was known.
    expect(JSON.parse(await stateFile()).extensions).toEqual(
      before ? JSON.parse(before).extensions : {},
    );
  });

  test('a Pro licence installs it', async () => {
    const pro = await startTestApp(
      await makeDataDir(),
      { registryUrl: registry.url },
      { licence: fixedLicence('pro') },
    );
    expect((await installAsPage(pro, 'spectrum-analyzer')).json()).toMatchObject({
      status: true,
      version: '2.1.0',
    });
    await pro.close();
  });

  test('a second install of the same extension while the first runs is refused with busy', async () => {
    const [first, second] = await Promise.all([
      installAsPage(app, 'csv-recorder'),
      installAsPage(app, 'csv-recorder'),
    ]);
    const answers = [first, second].map((response) => response.json());
    expect(answers).toContainEqual(expect.objectContaining({ status: true, version: '1.4.2' }));
    expect(answers).toContainEqual(expect.objectContaining({ status: false, code: 'busy' }));
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await listAsPage(app)).toEqual([
      { id: 'csv-recorder', installed: true, enabled: true, version: '1.4.2' },
    ]);
  });

  test('an unknown id is a JSON 404 and installs nothing; a bad body is 400', async () => {
    const response = await installAsPage(app, 'no-such-extension');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('unknown_extension');
    expect((await installAsPage(app, 'csv-recorder', '{"version": 5}')).statusCode).toBe(400);
    expect((await installAsPage(app, 'csv-recorder', '{"version": "9.9.9"}')).json()).toMatchObject(
      {
        status: false,
        code: 'no_compatible_version',
      },
    );
    expect(await listAsPage(app)).toEqual([]);
  });

  test('a version the app is too old for is not offered', async () => {
    const { manifest } = await registry.publish({ engines: { sinyal: '>=3.0.0' } });
    const response = await installAsPage(app, manifest.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'no_compatible_version',
      detail: `No version of ${manifest.id} runs on Sinyal 1.0.0`,
    });
  });
});

describe('a tampered package and a wrong key leave the previous state intact', () => {
  test('bytes changed on the registry: integrity_failed, the installed version untouched', async () => {
    const { manifest } = await registry.publish();
    expect((await installAsPage(app, manifest.id)).json()).toMatchObject({
      status: true,
      version: '1.0.0',
    });
    const before = { state: await stateFile(), files: await filesOf(manifest.id) };
    const next = await registry.publish({ ...manifest, version: '1.1.0' });
    await registry.tamper(next.sha256);

    const response = await postAsPage(app, `/api/update/${manifest.id}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      status: false,
      id: manifest.id,
      code: 'integrity_failed',
    });
    expect(response.json().detail).toContain('is not the');
    expect(await stateFile()).toBe(before.state);
    expect(await filesOf(manifest.id)).toEqual(before.files);
    expect(await fs.readdir(path.join(dataDir, 'extensions'))).toEqual(
      expect.not.arrayContaining(['.staging']),
    );
  });

  test('a signature changed on the registry: signature_invalid', async () => {
    const { manifest } = await registry.publish();
    const forged = (
      await registry.server.db
        .selectFrom('extension_versions')
        .select('signature')
        .where('extension_id', '=', 'csv-recorder')
        .executeTakeFirstOrThrow()
    ).signature;
    await registry.server.db
      .updateTable('extension_versions')
      .set({ signature: forged })
      .where('extension_id', '=', manifest.id)
      .execute();
    const response = await installAsPage(app, manifest.id);
    expect(response.json()).toMatchObject({ status: false, code: 'signature_invalid' });
    expect(await listAsPage(app)).toEqual([]);
  });

  test('a configured key that is not the registry’s: untrusted_key, nothing installed', async () => {
    const wrong = await generateSigningKey(new Date(), new Date());
    const other = await makeDataDir();
    const strict = await startTestApp(other, {
      registryUrl: registry.url,
      registryKeys: [{ kty: 'OKP', crv: 'Ed25519', x: String(wrong.jwk.x), kid: wrong.kid }],
    });
    const response = await installAsPage(strict, 'csv-recorder');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ status: false, code: 'untrusted_key' });
    expect(await listAsPage(strict)).toEqual([]);
    await strict.close();
    await removeDataDir(other);
  });

  test('a pinned key the registry no longer lists: untrusted_key, the installed version untouched', async () => {
    expect((await installAsPage(app, 'csv-recorder')).statusCode).toBe(200);
    await app.close();
    const store = await StateStore.open(dataDir, { info: () => {}, warn: () => {} });
    const wrong = await generateSigningKey(new Date(), new Date());
    await store.update((draft) => {
      draft.registry = {
        url: registry.url,
        keys: [{ kty: 'OKP', crv: 'Ed25519', x: String(wrong.jwk.x), kid: wrong.kid }],
        pinned_at: new Date().toISOString(),
      };
    });
    app = await startTestApp(
      dataDir,
      { registryUrl: registry.url },
      { licence: fixedLicence('lite') },
    );
    const { manifest } = await registry.publish();
    const response = await installAsPage(app, manifest.id);
    expect(response.json()).toMatchObject({ status: false, code: 'untrusted_key' });
    expect(await listAsPage(app)).toEqual([
      { id: 'csv-recorder', installed: true, enabled: true, version: '1.4.2' },
    ]);
  });
});

describe('update and uninstall', () => {
  test('update brings the newest compatible version, keeps the previous one for rollback and the enabled state', async () => {
    const { manifest } = await registry.publish();
    await installAsPage(app, manifest.id);
    await get(app, `/api/disable/${manifest.id}`);
    const none = await postAsPage(app, `/api/update/${manifest.id}`);
    expect(none.json()).toMatchObject({
      status: true,
      version: '1.0.0',
      detail: expect.stringContaining('is the newest version'),
    });
    await registry.publish({ ...manifest, version: '1.1.0' });
    const updated = await postAsPage(app, `/api/update/${manifest.id}`);
    expect(updated.json()).toEqual({
      status: true,
      id: manifest.id,
      installed: true,
      enabled: false,
      version: '1.1.0',
    });
    expect(await fs.readdir(path.join(dataDir, 'extensions', manifest.id))).toEqual([
      '1.0.0',
      '1.1.0',
    ]);
    expect(JSON.parse(await stateFile()).extensions[manifest.id]).toMatchObject({
      version: '1.1.0',
      previous_version: '1.0.0',
    });
    await registry.publish({ ...manifest, version: '1.2.0' });
    await postAsPage(app, `/api/update/${manifest.id}`);
    expect(await fs.readdir(path.join(dataDir, 'extensions', manifest.id))).toEqual([
      '1.1.0',
      '1.2.0',
    ]);
    expect((await postAsPage(app, '/api/update/csv-recorder')).json()).toMatchObject({
      status: false,
      code: 'not_installed',
    });
  });

  test('uninstall removes the files and the entry; a second uninstall is not_installed', async () => {
    await installAsPage(app, 'csv-recorder');
    const removed = await postAsPage(app, '/api/uninstall/csv-recorder');
    expect(removed.json()).toEqual({
      status: true,
      id: 'csv-recorder',
      installed: false,
      version: '1.4.2',
    });
    expect(await listAsPage(app)).toEqual([]);
    await expect(fs.readdir(path.join(dataDir, 'extensions/csv-recorder'))).rejects.toThrow();
    const again = await postAsPage(app, '/api/uninstall/csv-recorder');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, code: 'not_installed' });
  });
});

describe('GET /api/start/{id} and /api/disable/{id}', () => {
  test('toggle an installed extension and answer status true, also when nothing changes', async () => {
    await installAsPage(app, 'csv-recorder');
    for (const [url, enabled] of [
      ['/api/disable/csv-recorder', false],
      ['/api/disable/csv-recorder', false],
      ['/api/start/csv-recorder', true],
      ['/api/start/csv-recorder', true],
    ] as const) {
      const response = await get(app, url);
      expect(agentToggleResponseSchema.parse(response.json())).toEqual({
        status: true,
        id: 'csv-recorder',
        enabled,
      });
    }
  });

  test('an extension the registry knows but this agent has not installed: status false with a detail', async () => {
    const response = await get(app, '/api/start/spectrum-analyzer');
    expect(response.json()).toEqual({
      status: false,
      id: 'spectrum-analyzer',
      enabled: false,
      detail: 'Spectrum Analyzer is not installed',
    });
    expect((await get(app, '/api/disable/no-such-extension')).statusCode).toBe(404);
  });
});

describe('state across a restart', () => {
  test('installed and enabled survive building the agent again; another folder starts empty', async () => {
    await installAsPage(app, 'csv-recorder');
    await get(app, '/api/disable/csv-recorder');
    await app.close();
    app = await startTestApp(dataDir, { registryUrl: registry.url });
    expect(await listAsPage(app)).toEqual([
      { id: 'csv-recorder', installed: true, enabled: false, version: '1.4.2' },
    ]);
    const other = await makeDataDir();
    const fresh = await startTestApp(other, { registryUrl: registry.url });
    expect(await listAsPage(fresh)).toEqual([]);
    await fresh.close();
    await removeDataDir(other);
  });

  test('a staging folder left by an interrupted install is removed at start', async () => {
    await fs.mkdir(path.join(dataDir, 'extensions/.staging/abc'), { recursive: true });
    await app.close();
    app = await startTestApp(dataDir, { registryUrl: registry.url });
    await expect(fs.readdir(path.join(dataDir, 'extensions/.staging'))).rejects.toThrow();
  });
});
