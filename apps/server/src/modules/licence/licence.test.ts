import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CompactSign, createLocalJWKSet, compactVerify, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, test } from 'vitest';
import { leasePayloadSchema, type LeasePayload } from '@sinyal/contracts/licence';
import { entitlementsOf } from '@sinyal/contracts/plans';
import { dayMs } from '../../lib/clock';
import {
  activate,
  newFingerprint,
  newPublicKey,
  signInDevice,
  testDevice,
} from '../../test/device-fixtures';
import { expectFieldCodes, expectProblem } from '../../test/expect-answer';
import { useTestApp, withTestApp } from '../../test/use-test-app';
import { runAdminCommand } from '../admin/admin.service';

const t = useTestApp();

const setPlan = async (login: string, plan: string) => {
  const result = await runAdminCommand(['set-plan', login, plan], { db: t.db, clock: t.clock });
  expect(result.exitCode).toBe(0);
};

/** A verified account on a plan, with a session. */
async function account(plan = 'pro') {
  const user = await t.signedIn();
  await setPlan(user.username, plan);
  return user;
}

/** Checks a lease as the desktop app does: against GET /api/keys. */
async function readLease(lease: string): Promise<LeasePayload> {
  const jwks = createLocalJWKSet((await t.get('/api/keys')).body);
  const { payload, protectedHeader } = await compactVerify(lease, jwks);
  expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'sinyal-lease+jwt' });
  return leasePayloadSchema.parse(JSON.parse(new TextDecoder().decode(payload)));
}

/** An account on a plan with one device signed in (not activated yet). */
async function accountWithDevice(plan = 'pro', device = testDevice) {
  const user = await account(plan);
  return { user, device: await signInDevice(t, user.token, device) };
}

const renew = (deviceToken: string, fingerprint: string) =>
  t.post('/api/licence/lease', { fingerprint }, deviceToken);

describe('activation', () => {
  test('answers a lease signed by the registry key, for 14 days, with the plan and its entitlements', async () => {
    const { user, device } = await accountWithDevice('pro');
    const fingerprint = newFingerprint();
    const answer = await activate(t, device.device_token, fingerprint);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ device_id: device.device_id, plan: 'pro' });

    const lease = await readLease(answer.body.lease);
    expect(lease).toMatchObject({
      sub: String(user.id),
      did: device.device_id,
      plan: 'pro',
      ent: entitlementsOf('pro'),
      fp: createHash('sha256').update(`sinyal-lease-fp:${fingerprint}`).digest('base64url'),
    });
    expect(lease.exp - lease.iat).toBe(14 * 24 * 3600);
    expect(answer.body.expires_at).toBe(new Date(lease.exp * 1000).toISOString());
  });

  test('keeps only a keyed hash of the fingerprint, in a 0600 secret file', async () => {
    const { device } = await accountWithDevice('pro');
    const fingerprint = newFingerprint();
    await activate(t, device.device_token, fingerprint);
    const row = await t.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', device.device_id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(fingerprint);
    expect(row.fingerprint_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.fingerprint_hash).not.toBe(createHash('sha256').update(fingerprint).digest('hex'));
    const keyFile = path.join(t.dataDir, 'keys', 'fingerprint.key');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  test('the seat limit of the plan: a fourth Pro device gets 409 no_seat with the devices holding them', async () => {
    const user = await account('pro');
    const fingerprints = [newFingerprint(), newFingerprint(), newFingerprint()];
    for (const [index, fingerprint] of fingerprints.entries()) {
      const device = await signInDevice(t, user.token, {
        ...testDevice,
        device_name: `PC ${index}`,
      });
      expect((await activate(t, device.device_token, fingerprint)).status).toBe(200);
    }
    const fourth = await signInDevice(t, user.token, { ...testDevice, device_name: 'PC 3' });
    const refused = await activate(t, fourth.device_token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'no_seat',
      limit: 3,
      detail:
        'All 3 devices of your plan are in use: remove one in the dashboard (Billing & Plans) and try again',
    });
    const names = (refused.body as unknown as { devices: { name: string }[] }).devices.map(
      (device) => device.name,
    );
    expect(names.sort()).toEqual(['PC 0', 'PC 1', 'PC 2']);

    const list = await t.get('/api/devices', user.token);
    expect(list.body.seats).toEqual({ used: 3, limit: 3 });
  });

  test('activating again costs no seat: the same device, or a new sign-in on the same computer', async () => {
    const user = await account('pro');
    const fingerprint = newFingerprint();
    const first = await signInDevice(t, user.token);
    expect((await activate(t, first.device_token, fingerprint)).status).toBe(200);
    expect((await activate(t, first.device_token, fingerprint)).status).toBe(200);
    expect((await t.get('/api/devices', user.token)).body.seats.used).toBe(1);

    // The app signed in again on this computer (its state was lost): the new sign-in takes the
    // seat over, and the old token is done.
    const second = await signInDevice(t, user.token);
    expect((await activate(t, second.device_token, fingerprint)).status).toBe(200);
    const list = (await t.get('/api/devices', user.token)).body;
    expect(list.seats.used).toBe(1);
    expect(list.devices.map((device: { id: string }) => device.id)).toEqual([second.device_id]);
    expectProblem(await renew(first.device_token, fingerprint), 403, 'device_revoked');

    // Lite has two seats.
    const lite = await account('lite');
    for (let i = 0; i < 2; i++) {
      const device = await signInDevice(t, lite.token);
      expect((await activate(t, device.device_token)).status).toBe(200);
    }
    const third = await signInDevice(t, lite.token);
    expect((await activate(t, third.device_token)).body).toMatchObject({
      code: 'no_seat',
      limit: 2,
    });
  });

  test('one device token takes one seat for one computer, even when eight activations with eight fingerprints arrive at once', async () => {
    const { user, device } = await accountWithDevice('pro');
    const fingerprints = Array.from({ length: 8 }, () => newFingerprint());
    const answers = await Promise.all(
      fingerprints.map((fingerprint) => activate(t, device.device_token, fingerprint)),
    );
    const granted = answers.flatMap((answer, index) =>
      answer.status === 200 ? [fingerprints[index] as string] : [],
    );
    expect(granted).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expectProblem(answer, 403, 'fingerprint_mismatch');
    }
    expect((await t.get('/api/devices', user.token)).body.seats).toEqual({ used: 1, limit: 3 });
    // The token stays bound to the computer that won: only it renews.
    expect((await renew(device.device_token, granted[0] as string)).status).toBe(200);
    for (const fingerprint of fingerprints.filter((fingerprint) => fingerprint !== granted[0])) {
      expectProblem(await renew(device.device_token, fingerprint), 403, 'fingerprint_mismatch');
    }
  });

  test('devices racing for the last seat: exactly one gets it, the others 409 no_seat', async () => {
    const user = await account('pro');
    for (let i = 0; i < 2; i++) {
      const device = await signInDevice(t, user.token);
      expect((await activate(t, device.device_token)).status).toBe(200);
    }
    const racers = [];
    for (let i = 0; i < 6; i++) racers.push(await signInDevice(t, user.token));
    const answers = await Promise.all(racers.map((racer) => activate(t, racer.device_token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expectProblem(answer, 409, 'no_seat');
    }
    expect((await t.get('/api/devices', user.token)).body.seats).toEqual({ used: 3, limit: 3 });
  });

  test('a device token moved to another computer is refused', async () => {
    const { device } = await accountWithDevice('pro');
    await activate(t, device.device_token, newFingerprint());
    const elsewhere = await activate(t, device.device_token, newFingerprint());
    expectProblem(elsewhere, 403, 'fingerprint_mismatch');
    const renewed = await renew(device.device_token, newFingerprint());
    expect(renewed.body.code).toBe('fingerprint_mismatch');
  });

  test('without a device token, or with an unknown one, the answer is 401 device_token_invalid', async () => {
    const fingerprint = newFingerprint();
    const body = { fingerprint, public_key: newPublicKey() };
    expect((await t.post('/api/licence/activate', body)).body.code).toBe('device_token_invalid');
    const unknown = await t.post('/api/licence/lease', { fingerprint }, 'x'.repeat(43));
    expectProblem(unknown, 401, 'device_token_invalid');
  });

  test('a fingerprint or key that is not one is a field error', async () => {
    const { device } = await accountWithDevice('pro');
    const answer = await t.post(
      '/api/licence/activate',
      { fingerprint: 'aa:bb:cc:dd:ee:ff', public_key: 'short' },
      device.device_token,
    );
    expectFieldCodes(answer, {
      fingerprint: 'fingerprint_invalid',
      public_key: 'public_key_invalid',
    });
  });
});

describe('renewal', () => {
  test('needs an activation first', async () => {
    const { device } = await accountWithDevice('pro');
    expectProblem(await renew(device.device_token, newFingerprint()), 409, 'not_activated');
  });

  test('follows the plan as it is now: a lowered plan renews as Lite', async () => {
    const { user, device } = await accountWithDevice('enterprise');
    const fingerprint = newFingerprint();
    await activate(t, device.device_token, fingerprint);
    t.clock.advance(dayMs);
    const renewed = await renew(device.device_token, fingerprint);
    expect((await readLease(renewed.body.lease)).plan).toBe('enterprise');

    await setPlan(user.username, 'free');
    const lapsed = await renew(device.device_token, fingerprint);
    expect(lapsed.status).toBe(200);
    const lease = await readLease(lapsed.body.lease);
    expect(lease).toMatchObject({ plan: 'lite', ent: entitlementsOf('lite') });
  });

  test('never past the paid period plus 7 days; after that, Lite', async () => {
    const { user, device } = await accountWithDevice('pro');
    const fingerprint = newFingerprint();
    await activate(t, device.device_token, fingerprint);
    const paidUntil = new Date(t.clock.now().getTime() + 2 * dayMs).toISOString();
    await t.db
      .updateTable('users')
      .set({ plan_paid_until: paidUntil })
      .where('id', '=', user.id)
      .execute();

    const capped = await readLease((await renew(device.device_token, fingerprint)).body.lease);
    expect(capped.plan).toBe('pro');
    expect(capped.exp).toBe(Math.floor((Date.parse(paidUntil) + 7 * dayMs) / 1000));

    t.clock.advance(9 * dayMs);
    const lapsed = await readLease((await renew(device.device_token, fingerprint)).body.lease);
    expect(lapsed.plan).toBe('lite');
    expect(lapsed.exp - lapsed.iat).toBe(14 * 24 * 3600);
    const session = await t.login(user.username);
    expect((await t.get('/api/devices', session)).body.plan).toBe('lite');
  });
});

describe('GET and DELETE /api/devices', () => {
  test('lists the devices with their name, OS, version and last renewal; a removed one is refused at its next renewal', async () => {
    const { user, device } = await accountWithDevice('pro', {
      device_name: 'Bench laptop',
      os: 'Windows',
      app_version: '1.2.0',
    });
    const fingerprint = newFingerprint();
    await activate(t, device.device_token, fingerprint);
    t.clock.advance(60_000);
    await renew(device.device_token, fingerprint);

    const list = await t.get('/api/devices', user.token);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ plan: 'pro', seats: { used: 1, limit: 3 } });
    expect(list.body.devices).toEqual([
      {
        id: device.device_id,
        name: 'Bench laptop',
        os: 'Windows',
        app_version: '1.2.0',
        kind: 'online',
        activated: true,
        created_at: expect.any(String),
        last_seen_at: t.clock.now().toISOString(),
        lease_expires_at: expect.any(String),
      },
    ]);

    // Nobody else can remove it.
    const stranger = await account('pro');
    const notTheirs = await t.request({
      method: 'DELETE',
      url: `/api/devices/${device.device_id}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expectProblem(notTheirs, 404, 'device_not_found');

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/devices/${device.device_id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.detail).toBe('Device removed. Its next renewal falls back to Lite.');
    const after = (await t.get('/api/devices', user.token)).body;
    expect(after).toMatchObject({ seats: { used: 0, limit: 3 }, devices: [] });

    const refused = await renew(device.device_token, fingerprint);
    expectProblem(refused, 403, 'device_revoked');
    expect(refused.body.detail).toBe(
      'This device was removed from the account: sign it in again to use your plan on it',
    );
  });
});

describe('GET /api/user/stats', () => {
  test('counts the devices and the distinct extensions they report', async () => {
    const user = await account('pro');
    const first = await signInDevice(t, user.token);
    const second = await signInDevice(t, user.token);
    await activate(t, first.device_token, newFingerprint(), {
      extensions: ['csv-recorder', 'fft-plot'],
    });
    const fingerprint = newFingerprint();
    await activate(t, second.device_token, fingerprint, { extensions: ['csv-recorder'] });
    await t.post(
      '/api/licence/lease',
      { fingerprint, usage: { extensions: ['csv-recorder', 'can-bus'], projects: 4 } },
      second.device_token,
    );
    const stats = (await t.get('/api/user/stats', user.token)).body;
    expect(stats).toMatchObject({ devices: 2, extensions: 3, projects: 4 });

    await t.request({
      method: 'DELETE',
      url: `/api/devices/${second.device_id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect((await t.get('/api/user/stats', user.token)).body).toMatchObject({
      devices: 1,
      extensions: 2,
      projects: 0,
    });
  });
});

describe('offline leases (Enterprise)', () => {
  /** The request file the app writes: a JWS signed by its own key. */
  async function requestFile(fingerprint: string, changes: Record<string, unknown> = {}) {
    const { privateKey, publicKey } = await generateKeyPair('Ed25519');
    const x = (await exportJWK(publicKey)).x ?? '';
    const payload = {
      device_name: 'Air-gapped rig',
      os: 'Linux',
      app_version: '1.0.0',
      fingerprint,
      public_key: x,
      iat: Math.floor(t.clock.now().getTime() / 1000),
      ...changes,
    };
    return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'EdDSA', typ: 'sinyal-lease-request+jwt' })
      .sign(privateKey);
  }

  test('a request file gets a 90-day lease once per computer', async () => {
    const user = await account('enterprise');
    const fingerprint = newFingerprint();
    const answer = await t.post(
      '/api/licence/offline',
      { request: await requestFile(fingerprint) },
      user.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ format: 'sinyal-offline-lease', plan: 'enterprise' });
    const lease = await readLease(answer.body.lease);
    expect(lease.exp - lease.iat).toBe(90 * 24 * 3600);

    const again = await t.post(
      '/api/licence/offline',
      { request: await requestFile(fingerprint) },
      user.token,
    );
    expect(again.body.device_id).toBe(answer.body.device_id);
    const list = (await t.get('/api/devices', user.token)).body;
    expect(list.seats.used).toBe(1);
    expect(list.devices[0]).toMatchObject({ name: 'Air-gapped rig', kind: 'offline' });
  });

  test('is refused to Pro, and for a file that was edited or is not one', async () => {
    const pro = await account('pro');
    const forPro = await t.post(
      '/api/licence/offline',
      { request: await requestFile(newFingerprint()) },
      pro.token,
    );
    expectProblem(forPro, 403, 'offline_enterprise_only');

    const user = await account('enterprise');
    const genuine = await requestFile(newFingerprint());
    const [header, , signature] = genuine.split('.');
    const edited = `${header}.${Buffer.from(
      JSON.stringify({ device_name: 'Renamed', os: 'Linux', app_version: '1.0.0' }),
    ).toString('base64url')}.${signature}`;
    for (const request of [edited, 'not a file', await requestFile(newFingerprint(), { iat: 0 })]) {
      const answer = await t.post('/api/licence/offline', { request }, user.token);
      expectProblem(answer, 400, 'offline_request_invalid');
    }
  });
});

describe('the fingerprint secret', () => {
  test('comes from DEVICE_FINGERPRINT_KEY when set, and then no file is written', async () => {
    await withTestApp(
      {
        env: { DEVICE_FINGERPRINT_KEY: Buffer.alloc(32, 7).toString('base64url') },
      },
      async (withKey) => {
        const user = await withKey.signedIn();
        const device = await signInDevice(withKey, user.token);
        expect((await activate(withKey, device.device_token)).status).toBe(200);
        expect(fs.existsSync(path.join(withKey.dataDir, 'keys', 'fingerprint.key'))).toBe(false);
      },
    );
  });
});
