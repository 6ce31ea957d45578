import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { adminSession } from '../../../server/src/test/admin-session';
import { del } from '../../../server/src/test/two-factor-fixtures';
import { startLiteAgent, stopAgent } from '../test/agent-suite';
import { startRegistry, type RunningRegistry } from '../test/registry-process';
import { asPage, installAsPage, listAsPage } from '../test-support';

let registry: RunningRegistry;
let admin: Awaited<ReturnType<typeof adminSession>>;
let dataDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  registry = await startRegistry();
  admin = await adminSession(registry.server);
});
afterAll(async () => {
  await registry.close();
});
beforeEach(async () => {
  ({ dataDir, app } = await startLiteAgent(registry.url));
});
afterEach(() => stopAgent({ app, dataDir }));

const takeDown = (id: string, body: object) =>
  registry.server.post(apiPaths.adminTakedown(id), body, admin.token);
const restore = (id: string, body: object) =>
  del(registry.server, apiPaths.adminTakedown(id), admin.token, body);
const entryOf = async (id: string) => (await listAsPage(app)).find((entry) => entry.id === id);

describe('a takedown on the real registry reaches the agent', () => {
  test('an installed version taken down is disabled with the reason at the next install, and a restore brings it back', async () => {
    const { manifest } = await registry.publish();
    expect((await installAsPage(app, manifest.id)).json()).toMatchObject({ status: true });

    expect((await takeDown(manifest.id, { reason: 'Malware found' })).status).toBe(200);
    const other = await registry.publish();
    expect((await installAsPage(app, other.manifest.id)).json()).toMatchObject({ status: true });
    expect(await entryOf(manifest.id)).toMatchObject({
      enabled: false,
      revoked: { reason: 'Malware found' },
    });
    expect((await app.inject(asPage({ url: `/api/start/${manifest.id}` }))).json()).toMatchObject({
      status: false,
      code: 'revoked',
    });

    expect((await restore(manifest.id, { reason: 'A false alarm' })).status).toBe(200);
    const third = await registry.publish();
    expect((await installAsPage(app, third.manifest.id)).json()).toMatchObject({ status: true });
    expect(await entryOf(manifest.id)).toMatchObject({ enabled: true });
    expect((await entryOf(manifest.id))?.revoked).toBeUndefined();
  });

  test('a version taken down is refused as revoked when asked for by name', async () => {
    const { manifest } = await registry.publish();
    expect(
      (await takeDown(manifest.id, { version: manifest.version, reason: 'Steals tokens' })).status,
    ).toBe(200);
    const response = await installAsPage(
      app,
      manifest.id,
      JSON.stringify({ version: manifest.version }),
    );
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      status: false,
      id: manifest.id,
      code: 'revoked',
      detail: `${manifest.id} ${manifest.version} was revoked by the operators: Steals tokens`,
    });
  });
});
