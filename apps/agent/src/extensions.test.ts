import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  agentErrorSchema,
  agentExtensionListSchema,
  agentInfoSchema,
  agentInstallResponseSchema,
  agentToggleResponseSchema,
} from '@sinyal/contracts/agent';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { asPage, makeDataDir, removeDataDir, startTestApp } from './test-support';

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeDataDir();
  app = await startTestApp(dataDir);
});

afterEach(async () => {
  await app.close();
  await removeDataDir(dataDir);
});

const install = (target: FastifyInstance, id: string) =>
  target.inject(
    asPage({
      method: 'POST',
      url: `/api/install/${id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    }),
  );
const get = (target: FastifyInstance, url: string) => target.inject(asPage({ url }));
const list = async (target: FastifyInstance) =>
  agentExtensionListSchema.parse((await get(target, '/api/extensions')).json());
const statusOf = async (target: FastifyInstance, id: string) =>
  (await list(target)).find((item) => item.id === id);

describe('GET /api/info', () => {
  test('tells the name, version, platform and contract version', async () => {
    const response = await get(app, '/api/info');
    expect(response.statusCode).toBe(200);
    const info = agentInfoSchema.parse(response.json());
    expect(info).toMatchObject({ name: 'Sinyal Agent', api_version: 1 });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('GET /api/extensions', () => {
  test('lists every sample extension, none installed, with the version an install brings', async () => {
    expect(await list(app)).toEqual(
      sampleExtensions.map(({ id, version }) => ({
        id,
        installed: false,
        enabled: false,
        version,
      })),
    );
  });
});

describe('POST /api/install/{id}', () => {
  test('installs and enables, and the list says so', async () => {
    const response = await install(app, 'csv-recorder');
    expect(response.statusCode).toBe(200);
    expect(agentInstallResponseSchema.parse(response.json())).toEqual({
      status: true,
      id: 'csv-recorder',
      installed: true,
      enabled: true,
      version: '1.4.2',
    });
    expect(await statusOf(app, 'csv-recorder')).toEqual({
      id: 'csv-recorder',
      installed: true,
      enabled: true,
      version: '1.4.2',
    });
    expect(await statusOf(app, 'spectrum-analyzer')).toMatchObject({ installed: false });
  });

  test('is idempotent: installing twice answers the same and leaves the same state', async () => {
    const first = await install(app, 'spectrum-analyzer');
    const second = await install(app, 'spectrum-analyzer');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await list(app)).filter((item) => item.installed)).toHaveLength(1);
  });

  test('installing a disabled extension enables it again', async () => {
    await install(app, 'csv-recorder');
    await get(app, '/api/disable/csv-recorder');
    await install(app, 'csv-recorder');
    expect(await statusOf(app, 'csv-recorder')).toMatchObject({ installed: true, enabled: true });
  });

  test('accepts a request without any body, as {}', async () => {
    const response = await app.inject(asPage({ method: 'POST', url: '/api/install/csv-recorder' }));
    expect(response.statusCode).toBe(200);
  });

  test('an unknown id is 404 JSON and installs nothing', async () => {
    const response = await install(app, 'no-such-extension');
    expect(response.statusCode).toBe(404);
    expect(agentErrorSchema.parse(response.json()).code).toBe('unknown_extension');
    expect((await list(app)).some((item) => item.installed)).toBe(false);
  });

  test('many installs at once are all saved', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        install(app, index % 2 ? 'csv-recorder' : 'spectrum-analyzer'),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await app.close();
    app = await startTestApp(dataDir);
    expect((await list(app)).every((item) => item.installed && item.enabled)).toBe(true);
  });
});

describe('GET /api/start/{id} and /api/disable/{id}', () => {
  test('toggle an installed extension and answer status true', async () => {
    await install(app, 'csv-recorder');

    const disabled = await get(app, '/api/disable/csv-recorder');
    expect(agentToggleResponseSchema.parse(disabled.json())).toEqual({
      status: true,
      id: 'csv-recorder',
      enabled: false,
    });
    expect(await statusOf(app, 'csv-recorder')).toMatchObject({ installed: true, enabled: false });

    const started = await get(app, '/api/start/csv-recorder');
    expect(agentToggleResponseSchema.parse(started.json())).toEqual({
      status: true,
      id: 'csv-recorder',
      enabled: true,
    });
    expect(await statusOf(app, 'csv-recorder')).toMatchObject({ installed: true, enabled: true });
  });

  test('starting an enabled one or disabling a disabled one still answers status true', async () => {
    await install(app, 'csv-recorder');
    expect((await get(app, '/api/start/csv-recorder')).json()).toMatchObject({ status: true });
    await get(app, '/api/disable/csv-recorder');
    expect((await get(app, '/api/disable/csv-recorder')).json()).toMatchObject({
      status: true,
      enabled: false,
    });
  });

  test.each(['start', 'disable'])(
    '%s of an extension that is not installed answers status false and says why',
    async (action) => {
      const response = await get(app, `/api/${action}/spectrum-analyzer`);
      expect(response.statusCode).toBe(200);
      expect(agentToggleResponseSchema.parse(response.json())).toEqual({
        status: false,
        id: 'spectrum-analyzer',
        enabled: false,
        detail: 'Spectrum Analyzer is not installed',
      });
      expect(await statusOf(app, 'spectrum-analyzer')).toMatchObject({ installed: false });
    },
  );

  test.each(['start', 'disable'])('%s of an unknown id is 404 JSON', async (action) => {
    const response = await get(app, `/api/${action}/no-such-extension`);
    expect(response.statusCode).toBe(404);
    expect(agentErrorSchema.parse(response.json())).toEqual({
      code: 'unknown_extension',
      detail: 'No extension with the id "no-such-extension"',
    });
  });
});

describe('state across a restart', () => {
  test('installed and enabled flags survive building the agent again on the same folder', async () => {
    await install(app, 'csv-recorder');
    await install(app, 'spectrum-analyzer');
    await get(app, '/api/disable/spectrum-analyzer');
    await app.close();

    app = await startTestApp(dataDir);
    expect(await list(app)).toEqual([
      { id: 'csv-recorder', installed: true, enabled: true, version: '1.4.2' },
      { id: 'spectrum-analyzer', installed: true, enabled: false, version: '2.1.0' },
    ]);
  });

  test('an installed version is kept, and a new install brings the newer offered version', async () => {
    await install(app, 'csv-recorder');
    await app.close();

    const newer = [{ id: 'csv-recorder', name: 'CSV Recorder', version: '1.5.0' }];
    app = await startTestApp(dataDir, {}, { installable: newer });
    expect(await statusOf(app, 'csv-recorder')).toMatchObject({
      installed: true,
      version: '1.4.2',
    });
    expect((await install(app, 'csv-recorder')).json()).toMatchObject({ version: '1.5.0' });
    expect(await statusOf(app, 'csv-recorder')).toMatchObject({ version: '1.5.0' });
  });

  test('another data folder starts empty', async () => {
    await install(app, 'csv-recorder');
    const otherDir = await makeDataDir();
    const other = await startTestApp(otherDir);
    try {
      expect((await list(other)).some((item) => item.installed)).toBe(false);
    } finally {
      await other.close();
      await removeDataDir(otherDir);
    }
  });
});
