import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { openDeviceLicence, type DeviceLicence } from '../licence/device-licence';
import { fakeRegistry } from '../licence/licence-test-support';
import { startRegistry, type RunningRegistry } from '../test/registry-process';
import {
  asPage,
  installAsPage,
  listAsPage,
  makeDataDir,
  removeDataDir,
  startTestApp,
} from '../test-support';

const dayMs = 24 * 60 * 60 * 1000;
const spectrum = 'spectrum-analyzer';

let registry: RunningRegistry;
/** A second Pro extension, which the user disables themselves. */
let userDisabled: string;
let service: ReturnType<typeof fakeRegistry>;
let clock: number;
let dataDir: string;
let licence: DeviceLicence;
let app: FastifyInstance;

beforeAll(async () => {
  registry = await startRegistry();
  userDisabled = (await registry.publish({ mode: 'pro' })).manifest.id;
});
afterAll(async () => {
  await registry.close();
});

const openLicence = () =>
  openDeviceLicence({
    dataDir,
    siteUrl: 'http://site.test',
    fingerprint: 'this-computer-fingerprint-0123456789',
    now: () => new Date(clock),
    fetch: service.fetch,
  });
const signIn = () =>
  licence.activate({ id: service.deviceId, token: 'T'.repeat(43), site: 'http://site.test' });
const get = (url: string) => app.inject(asPage({ url }));
const install = (id: string) => installAsPage(app, id);
const list = async () =>
  (await listAsPage(app)).map(({ id, enabled, disabled_reason }) => ({
    id,
    enabled,
    disabled_reason,
  }));
/** An extension's entry in the list: enabled, disabled by the user, or held back by the licence. */
const on = (id: string) => ({ id, enabled: true, disabled_reason: undefined });
const off = (id: string) => ({ id, enabled: false, disabled_reason: undefined });
const heldBack = (id: string) => ({ id, enabled: false, disabled_reason: 'licence_required' });
/** A renewal a day later, as the running agent makes it. */
async function renewLater() {
  clock += 2 * dayMs;
  return licence.renewIfDue();
}

beforeEach(async () => {
  clock = Date.parse('2026-11-23T10:00:00.000Z');
  service = fakeRegistry(() => new Date(clock));
  dataDir = await makeDataDir();
  licence = openLicence();
  expect(await signIn()).toMatchObject({ outcome: 'active', plan: 'pro' });
  app = await startTestApp(dataDir, { registryUrl: registry.url }, { licence });
  for (const id of ['csv-recorder', spectrum, userDisabled]) {
    expect((await install(id)).json()).toMatchObject({ status: true, enabled: true });
  }
  expect((await get(`/api/disable/${userDisabled}`)).json()).toMatchObject({ status: true });
});
afterEach(async () => {
  await app.close();
  await licence.settled();
  await removeDataDir(dataDir);
});

describe('installed extensions follow a downgraded licence', () => {
  test('a device removed from the account disables its Pro extensions with a reason, and signing in again enables them', async () => {
    service.state.revoked = true;
    expect(await renewLater()).toMatchObject({ outcome: 'removed' });
    expect(await list()).toEqual([on('csv-recorder'), heldBack(spectrum), off(userDisabled)]);

    // Neither enabling nor installing again gets past the licence.
    expect((await get(`/api/start/${spectrum}`)).json()).toEqual({
      status: false,
      id: spectrum,
      enabled: false,
      code: 'licence_required',
      plan: 'pro',
      detail: 'Spectrum Analyzer needs the Pro plan; this app runs Lite',
    });
    const again = await install(spectrum);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ status: false, code: 'licence_required', plan: 'pro' });
    expect((await list())[1]).toEqual(heldBack(spectrum));

    service.state.revoked = false;
    expect(await signIn()).toMatchObject({ outcome: 'active', plan: 'pro' });
    expect(await list()).toEqual([on('csv-recorder'), on(spectrum), off(userDisabled)]);
  });

  test('a lapsed plan disables them at the renewal; one the user then disables stays disabled when the plan returns', async () => {
    service.state.plan = 'lite';
    expect(await renewLater()).toMatchObject({ outcome: 'active', plan: 'lite' });
    expect((await list())[1]).toEqual(heldBack(spectrum));
    expect((await get(`/api/disable/${spectrum}`)).json()).toMatchObject({ status: true });

    service.state.plan = 'pro';
    expect(await renewLater()).toMatchObject({ outcome: 'active', plan: 'pro' });
    expect(await list()).toEqual([on('csv-recorder'), off(spectrum), off(userDisabled)]);
  });

  test('an agent started after the lease ended disables them at once, also for an install recorded without its plan', async () => {
    await app.close();
    // An older state file does not say what each extension needs: the unpacked manifest does.
    const stateFile = path.join(dataDir, 'state.json');
    const state = JSON.parse(await fs.readFile(stateFile, 'utf8'));
    for (const entry of Object.values(state.extensions) as { mode?: string }[]) delete entry.mode;
    await fs.writeFile(stateFile, JSON.stringify(state));
    clock += 15 * dayMs;
    service.state.revoked = true;

    app = await startTestApp(dataDir, { registryUrl: registry.url }, { licence });
    await expect
      .poll(async () => JSON.parse(await fs.readFile(stateFile, 'utf8')).extensions[spectrum])
      .toMatchObject({ enabled: false, disabled_reason: 'licence_required', mode: 'pro' });
    expect(
      JSON.parse(await fs.readFile(stateFile, 'utf8')).extensions['csv-recorder'],
    ).toMatchObject({ enabled: true, mode: 'lite' });
  });
});
