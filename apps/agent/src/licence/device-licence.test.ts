import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeDataDir, removeDataDir, startTestApp, asPage } from '../test-support';
import { openDeviceLicence, type DeviceLicence } from './device-licence';
import { licenceFileName } from './licence-file';
import { runLicenceCommand } from './licence-commands';
import {
  endorseTestKey,
  fakeRegistry,
  newRegistryKey,
  signTestLease,
} from './licence-test-support';

const fingerprint = 'this-computer-fingerprint-0123456789';
const dayMs = 24 * 60 * 60 * 1000;

let dataDir: string;
let clock: number;
const now = () => new Date(clock);
let registry: ReturnType<typeof fakeRegistry>;

beforeEach(async () => {
  dataDir = await makeDataDir();
  clock = Date.parse('2026-11-23T10:00:00.000Z');
  registry = fakeRegistry(now);
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

function openLicence(print = fingerprint): DeviceLicence {
  return openDeviceLicence({
    dataDir,
    siteUrl: 'http://site.test',
    fingerprint: print,
    now,
    fetch: registry.fetch,
    usage: () => ({ extensions: ['csv-recorder'] }),
  });
}

/** Runs a command as `npm run agent -- …` would; sleeping moves the test's clock. */
async function run(licence: DeviceLicence, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const sleeps: number[] = [];
  const code = await runLicenceCommand(args, {
    licence,
    siteUrl: 'http://site.test',
    appVersion: '1.0.0',
    fingerprint,
    now,
    fetch: registry.fetch,
    io: {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
    },
  });
  await licence.settled();
  return { code, out: out.join('\n'), err: err.join('\n'), sleeps };
}

describe('npm run agent -- activate', () => {
  test('prints the code and the link, polls at the interval, slows down when told, and activates', async () => {
    registry.state.polls = ['authorization_pending', 'slow_down', 'authorization_pending'];
    const licence = openLicence();
    const result = await run(licence, 'activate');

    expect(result.out).toContain('http://site.test/activate?user_code=BCDF-GHJK');
    expect(result.out).toContain('type the code BCDF-GHJK');
    // 5 s, 5 s, then told to slow down: 10 s from then on.
    expect(result.sleeps).toEqual([5000, 5000, 10000, 10000]);
    expect(result.out).toContain('This device runs Sinyal Pro until 2026-12-07.');
    expect(result.code).toBe(0);
    expect(licence.status()).toEqual({
      plan: 'pro',
      expires_at: expect.stringMatching(/^2026-12-07T/),
    });
    expect(licence.allows('pro')).toBe(true);
    expect(licence.allows('enterprise')).toBe(false);

    const activation = registry.state.requests.find((r) => r.path === '/api/licence/activate');
    expect(activation?.body).toMatchObject({
      fingerprint,
      public_key: expect.stringMatching(/^[\w-]{43}$/),
      usage: { extensions: ['csv-recorder'] },
    });
    // The token and the lease are kept in the agent's state, readable by its user only.
    const file = path.join(dataDir, licenceFileName);
    expect(JSON.parse(await readFile(file, 'utf8')).device.token).toBe('T'.repeat(43));
    const { stat } = await import('node:fs/promises');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  test('a denied or expired sign-in ends with a message and leaves the agent on Lite', async () => {
    registry.state.polls = ['authorization_pending', 'access_denied'];
    const denied = await run(openLicence(), 'activate');
    expect(denied.code).toBe(1);
    expect(denied.err).toBe('The sign-in was denied in the browser. Nothing changed.');

    registry.state.polls = ['expired_token'];
    const expired = await run(openLicence(), 'activate');
    expect(expired.code).toBe(1);
    expect(expired.err).toContain('The code expired before it was approved');
    expect(openLicence().status()).toEqual({ plan: 'lite', expires_at: null });
  });
});

describe('every lease is checked', () => {
  test('a lease signed by a key the registry does not publish is refused', async () => {
    registry.state.signingKey = newRegistryKey('registry-key');
    const licence = openLicence();
    const result = await run(licence, 'activate');
    expect(result.code).toBe(1);
    expect(result.err).toContain('fails its checks (bad_signature)');
    expect(licence.status().plan).toBe('lite');
  });

  test('a lease edited on disk, or one made for another computer, runs Lite', async () => {
    const licence = openLicence();
    await run(licence, 'activate');
    expect(licence.status().plan).toBe('pro');

    const file = path.join(dataDir, licenceFileName);
    const state = JSON.parse(await readFile(file, 'utf8'));
    const [header, payload, signature] = state.lease.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const edited = Buffer.from(JSON.stringify({ ...claims, plan: 'enterprise' })).toString(
      'base64url',
    );
    await writeFile(file, JSON.stringify({ ...state, lease: `${header}.${edited}.${signature}` }));
    expect(licence.status()).toEqual({ plan: 'lite', expires_at: null });
    expect(licence.details().problem).toBe('bad_signature');

    const otherComputer = signTestLease(registry.key, {
      did: registry.deviceId,
      fingerprint: 'another-computer-fingerprint-000',
      plan: 'pro',
      iat: Math.floor(clock / 1000),
      exp: Math.floor(clock / 1000) + 3600,
    });
    await writeFile(file, JSON.stringify({ ...state, lease: otherComputer }));
    expect(licence.status().plan).toBe('lite');
    expect(licence.details().problem).toBe('other_device');
  });

  test('an expired lease runs Lite, and turning the clock back does not bring it back', async () => {
    const licence = openLicence();
    await run(licence, 'activate');
    expect(licence.status().plan).toBe('pro');

    clock += 15 * dayMs;
    expect(licence.status()).toEqual({ plan: 'lite', expires_at: null });
    await licence.settled();

    // The user sets the clock back to the day after activation: the agent has seen later.
    clock -= 14 * dayMs;
    expect(licence.status().plan).toBe('lite');
    expect(licence.details().problem).toBe('expired');
    // Also for an agent started afresh on the same folder.
    expect(openLicence().status().plan).toBe('lite');
  });
});

describe('whose keys a lease may be signed with', () => {
  type TestKey = ReturnType<typeof newRegistryKey>;
  const pinnedKids = async () =>
    (
      JSON.parse(await readFile(path.join(dataDir, licenceFileName), 'utf8')) as {
        keys: { kid: string }[];
      }
    ).keys.map((key) => key.kid);
  const endorsed = (endorser: TestKey, key: TestKey) => ({
    ...key.jwk,
    endorsement: endorseTestKey(endorser, key.jwk),
  });
  /** Activates (pinning the service's key A), then lets two days pass so a renewal is due. */
  async function activated() {
    const licence = openLicence();
    expect((await run(licence, 'activate')).code).toBe(0);
    expect(await pinnedKids()).toEqual([registry.key.kid]);
    clock += 2 * dayMs;
    return licence;
  }

  test('a key listed beside the pinned one without an endorsement signs no lease', async () => {
    const licence = await activated();
    const attacker = newRegistryKey('attacker-key');
    registry.state.signingKey = attacker;
    registry.state.plan = 'enterprise';
    registry.state.keys = [registry.key.jwk, attacker.jwk];
    expect(await licence.renewIfDue()).toEqual({ outcome: 'bad_lease', problem: 'unknown_key' });
    expect(licence.status().plan).toBe('pro');
    expect(await pinnedKids()).toEqual([registry.key.kid]);

    // Nor a key set that replaced the pinned one altogether.
    registry.state.keys = [attacker.jwk];
    expect(await licence.renewIfDue()).toEqual({ outcome: 'bad_lease', problem: 'unknown_key' });
    expect(licence.status().plan).toBe('pro');
  });

  test('a rotation A → B with B endorsed by A is followed, and B is pinned', async () => {
    const licence = await activated();
    const rotated = newRegistryKey('rotated-key');
    registry.state.signingKey = rotated;
    registry.state.plan = 'enterprise';
    registry.state.keys = [registry.key.jwk, endorsed(registry.key, rotated)];
    expect(await licence.renewIfDue()).toMatchObject({ outcome: 'active', plan: 'enterprise' });
    expect(await pinnedKids()).toEqual([registry.key.kid, rotated.kid]);

    // Once A is retired the pinned B still counts.
    registry.state.keys = [rotated.jwk];
    clock += 2 * dayMs;
    expect(await licence.renewIfDue()).toMatchObject({ outcome: 'active' });
    expect(licence.status().plan).toBe('enterprise');
  });

  test('a chain A → B → C is followed from a pin of A, also when A is no longer listed', async () => {
    const licence = await activated();
    const b = newRegistryKey('key-b');
    const c = newRegistryKey('key-c');
    registry.state.signingKey = c;
    registry.state.keys = [endorsed(b, c), endorsed(registry.key, b)];
    expect(await licence.renewIfDue()).toMatchObject({ outcome: 'active' });
    expect((await pinnedKids()).sort()).toEqual([registry.key.kid, b.kid, c.kid].sort());
  });

  test.each([
    [
      'made by a key the agent does not trust',
      (key: TestKey) => {
        const stranger = newRegistryKey('stranger-key');
        return { endorsement: endorseTestKey(stranger, key.jwk), extra: [stranger.jwk] };
      },
    ],
    ['that is not a JWS', () => ({ endorsement: 'e30.e30.e30', extra: [] })],
    [
      'made by the pinned key over another x',
      (key: TestKey) => {
        const other = newRegistryKey(key.kid);
        return { endorsement: endorseTestKey(registry.key, other.jwk), extra: [] };
      },
    ],
  ])('an endorsement %s: the lease is refused', async (_name, make) => {
    const licence = await activated();
    const signer = newRegistryKey('new-key');
    const { endorsement, extra } = make(signer);
    registry.state.signingKey = signer;
    registry.state.plan = 'enterprise';
    registry.state.keys = [registry.key.jwk, ...extra, { ...signer.jwk, endorsement }];
    expect(await licence.renewIfDue()).toEqual({ outcome: 'bad_lease', problem: 'unknown_key' });
    expect(licence.status().plan).toBe('pro');
    expect(await pinnedKids()).toEqual([registry.key.kid]);
  });

  test('with REGISTRY_KEYS, only those keys count', async () => {
    const configured = newRegistryKey('configured-key');
    const licence = openDeviceLicence({
      dataDir,
      siteUrl: 'http://site.test',
      fingerprint,
      now,
      fetch: registry.fetch,
      configuredKeys: [configured.jwk],
    });
    const refused = await run(licence, 'activate');
    expect(refused.err).toContain('fails its checks (unknown_key)');
    registry.state.signingKey = configured;
    expect((await run(licence, 'renew')).code).toBe(0);
    expect(licence.status().plan).toBe('pro');
  });
});

describe('renewal', () => {
  test('is due once a day and follows the plan; a removed device falls back to Lite', async () => {
    const licence = openLicence();
    await run(licence, 'activate');
    clock += 60 * 60 * 1000;
    expect(await licence.renewIfDue()).toBeNull();

    registry.state.plan = 'enterprise';
    clock += dayMs;
    expect(await licence.renewIfDue()).toMatchObject({ outcome: 'active', plan: 'enterprise' });
    expect(licence.status().plan).toBe('enterprise');

    registry.state.revoked = true;
    const renewed = await run(licence, 'renew');
    expect(renewed.code).toBe(1);
    expect(renewed.err).toContain('This device was removed from the account');
    expect(renewed.err).toContain('This device now runs Lite.');
    expect(licence.status()).toEqual({ plan: 'lite', expires_at: null });
    expect(licence.details().device_id).toBeNull();
  });

  test('an unreachable service keeps the lease until it ends', async () => {
    const licence = openLicence();
    await run(licence, 'activate');
    const offline = openDeviceLicence({
      dataDir,
      siteUrl: 'http://site.test',
      fingerprint,
      now,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    clock += 2 * dayMs;
    expect(await offline.renewIfDue()).toMatchObject({ outcome: 'unreachable' });
    expect(offline.status().plan).toBe('pro');
  });
});

describe('GET /api/info', () => {
  test('reports the licence the agent runs', async () => {
    const licence = openLicence();
    const app = await startTestApp(dataDir, {}, { licence });
    try {
      const before = await app.inject(asPage({ method: 'GET', url: '/api/info' }));
      expect(before.json().licence).toEqual({ plan: 'lite', expires_at: null });
      await run(licence, 'activate');
      const after = await app.inject(asPage({ method: 'GET', url: '/api/info' }));
      expect(after.json().licence).toEqual({
        plan: 'pro',
        expires_at: expect.stringMatching(/^2026-12-07T/),
      });
    } finally {
      await app.close();
    }
  });
});

describe('offline leases', () => {
  /** The file the dashboard hands out: a 90-day Enterprise lease for this computer, signed by `key`. */
  async function writeEnterpriseLease(key: Parameters<typeof signTestLease>[0]) {
    const leaseFile = path.join(dataDir, 'lease.json');
    const lease = signTestLease(key, {
      did: 'offline-1',
      fingerprint,
      plan: 'enterprise',
      iat: Math.floor(clock / 1000),
      exp: Math.floor(clock / 1000) + 90 * 24 * 3600,
    });
    const file = {
      format: 'sinyal-offline-lease',
      lease,
      device_id: 'offline-1',
      plan: 'enterprise',
      expires_at: new Date(clock + 90 * dayMs).toISOString(),
    };
    await writeFile(leaseFile, JSON.stringify(file));
    return leaseFile;
  }

  test('writes a signed request, and installs the lease made for it', async () => {
    const licence = openLicence();
    const requestFile = path.join(dataDir, 'request.txt');
    const written = await run(licence, 'offline-request', requestFile);
    expect(written.code).toBe(0);
    const request = (await readFile(requestFile, 'utf8')).trim();
    const claims = JSON.parse(Buffer.from(request.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ fingerprint, app_version: '1.0.0' });

    const leaseFile = await writeEnterpriseLease(registry.key);
    const keysFile = path.join(dataDir, 'keys.json');
    await writeFile(keysFile, JSON.stringify({ keys: [registry.key.jwk] }));
    const installed = await run(licence, 'offline-install', leaseFile, keysFile);
    expect(installed.out).toContain('This device runs Sinyal Enterprise until 2027-02-21.');
    expect(licence.status().plan).toBe('enterprise');
  });

  test('a keys file brought with the lease adds only keys endorsed by a pinned one', async () => {
    const licence = openLicence();
    await run(licence, 'activate');
    const signer = newRegistryKey('offline-signer');
    const leaseFile = await writeEnterpriseLease(signer);
    const keysFile = path.join(dataDir, 'keys.json');
    await writeFile(keysFile, JSON.stringify({ keys: [registry.key.jwk, signer.jwk] }));
    const refused = await run(licence, 'offline-install', leaseFile, keysFile);
    expect(refused.err).toContain('fails its checks (unknown_key)');
    expect(refused.err).toContain('Its key is not one this agent trusts, nor endorsed by one');
    expect(licence.status().plan).toBe('pro');

    const endorsement = endorseTestKey(registry.key, signer.jwk);
    await writeFile(
      keysFile,
      JSON.stringify({ keys: [registry.key.jwk, { ...signer.jwk, endorsement }] }),
    );
    const accepted = await run(licence, 'offline-install', leaseFile, keysFile);
    expect(accepted.code).toBe(0);
    expect(licence.status().plan).toBe('enterprise');
  });
});
