import { createPrivateKey, sign } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  licenceCodes,
  offlineLeaseFileSchema,
  offlineRequestType,
  type OfflineRequestPayload,
} from '@sinyal/contracts/licence';
import { jwksSchema } from '@sinyal/contracts/signing-keys';
import {
  deviceDescription,
  unknownKeyHint,
  type DeviceLicence,
  type LicenceOutcome,
} from './device-licence';
import {
  createRegistryClient,
  RegistryError,
  RegistryUnreachable,
  type FetchLike,
} from './registry-client';

export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  sleep(ms: number): Promise<void>;
}

export interface CommandDeps {
  licence: DeviceLicence;
  siteUrl: string;
  appVersion: string;
  fingerprint: string;
  io: CommandIo;
  fetch?: FetchLike;
  now?: () => Date;
}

export const licenceCommands = [
  'activate',
  'licence',
  'renew',
  'offline-request',
  'offline-install',
];

export const licenceUsage = [
  'Usage: npm run agent -- [command]',
  '',
  '  (no command)                 Start the agent',
  '  activate                     Sign this device in to your account and activate its licence',
  '  licence                      Show the plan this device runs and its lease',
  '  renew                        Renew the lease now (the agent renews daily by itself)',
  '  offline-request [file]       Enterprise: write a lease request for a computer without network',
  '  offline-install <file> [keys.json]',
  '                               Enterprise: install the lease the dashboard gave for that request',
  '                               (keys.json: GET /api/keys saved, when the site cannot be reached)',
].join('\n');

const planNames = { lite: 'Lite', pro: 'Pro', enterprise: 'Enterprise' } as const;
const day = (iso: string) => iso.slice(0, 10);

function describeOutcome(outcome: LicenceOutcome, io: CommandIo): number {
  switch (outcome.outcome) {
    case 'active':
      io.out(
        `This device runs Sinyal ${planNames[outcome.plan]} until ${day(outcome.expires_at)}.`,
      );
      return 0;
    case 'not_signed_in':
      io.err('This device is not signed in: run npm run agent -- activate');
      return 1;
    case 'removed':
      io.err(`${outcome.detail}.`);
      io.err('This device now runs Lite. Run npm run agent -- activate to sign it in again.');
      return 1;
    case 'no_seat':
      io.err(outcome.detail);
      for (const device of outcome.devices) {
        const seen = device.last_seen_at ? `, last seen ${day(device.last_seen_at)}` : '';
        io.err(`  - ${device.name} (${device.os}${seen})`);
      }
      io.err('Then run npm run agent -- activate again.');
      return 1;
    case 'bad_lease':
      io.err(
        `The lease the service answered fails its checks (${outcome.problem}); it was not used.`,
      );
      if (outcome.problem === 'unknown_key') io.err(`${unknownKeyHint}.`);
      return 1;
    case 'unreachable':
      io.err(`${outcome.detail}. The current lease stays until it ends.`);
      return 1;
  }
}

/** The device sign-in of RFC 8628 from the command line: print the code, poll, activate. */
async function activate(deps: CommandDeps): Promise<number> {
  const { io } = deps;
  const details = deps.licence.details();
  // Signed in before but never activated (no seat then): try the activation again first.
  if (details.device_id && details.status.plan === 'lite' && details.site === deps.siteUrl) {
    const retried = await deps.licence.renew();
    if (retried.outcome === 'active') return describeOutcome(retried, io);
  }
  const client = createRegistryClient(deps.siteUrl, deps.fetch);
  let started;
  try {
    started = await client.authorize(deviceDescription(deps.appVersion));
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  io.out('');
  io.out('  To activate this device, open this link in a browser where you are logged in:');
  io.out(`    ${started.verification_uri_complete}`);
  io.out(`  or go to ${started.verification_uri} and type the code ${started.user_code}`);
  io.out(
    `  The code works for ${Math.round(started.expires_in / 60)} minutes. Waiting for approval...`,
  );
  io.out('');

  let interval = started.interval;
  const now = deps.now ?? (() => new Date());
  const deadline = now().getTime() + started.expires_in * 1000;
  for (;;) {
    await io.sleep(interval * 1000);
    try {
      const issued = await client.token(started.device_code);
      io.out('Approved. Activating...');
      const outcome = await deps.licence.activate({
        id: issued.device_id,
        token: issued.device_token,
        site: deps.siteUrl,
      });
      return describeOutcome(outcome, io);
    } catch (error) {
      if (error instanceof RegistryError) {
        if (error.code === licenceCodes.authorizationPending) continue;
        if (error.code === licenceCodes.slowDown) {
          // RFC 8628 §3.5: wait longer from now on, as long as the service says.
          const told = Number(error.body.interval);
          interval = Number.isFinite(told) && told > interval ? told : interval + 5;
          continue;
        }
        if (error.code === licenceCodes.accessDenied) {
          io.err('The sign-in was denied in the browser. Nothing changed.');
          return 1;
        }
        if (error.code === licenceCodes.expiredToken) {
          io.err('The code expired before it was approved. Run npm run agent -- activate again.');
          return 1;
        }
        io.err(error.detail);
        return 1;
      }
      if (error instanceof RegistryUnreachable && now().getTime() < deadline) {
        io.err(`${error.message}; trying again`);
        continue;
      }
      throw error;
    }
  }
}

function showLicence(deps: CommandDeps): number {
  const details = deps.licence.details();
  const { plan, expires_at } = details.status;
  deps.io.out(
    expires_at
      ? `Plan: ${planNames[plan]}, lease until ${expires_at}`
      : `Plan: Lite (no lease${details.problem ? `: the stored one fails its checks, ${details.problem}` : ''})`,
  );
  deps.io.out(
    `Device: ${details.device_id ?? 'not signed in'}${details.site ? ` at ${details.site}` : ''}`,
  );
  if (details.last_renewal) {
    deps.io.out(`Last renewal: ${details.last_renewal.at} (${details.last_renewal.outcome})`);
  }
  return 0;
}

/** Writes the request an Enterprise user uploads in the dashboard for a computer without network. */
async function offlineRequest(deps: CommandDeps, target: string | undefined): Promise<number> {
  const key = await deps.licence.deviceKey();
  const description = deviceDescription(deps.appVersion);
  const payload: OfflineRequestPayload = {
    ...description,
    fingerprint: deps.fingerprint,
    public_key: key.x,
    iat: Math.floor((deps.now ?? (() => new Date()))().getTime() / 1000),
  };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'EdDSA', typ: offlineRequestType })}.${encode(payload)}`;
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: key.d, x: key.x },
    format: 'jwk',
  });
  const signature = sign(null, Buffer.from(input, 'ascii'), privateKey).toString('base64url');
  const file = path.resolve(target ?? `sinyal-lease-request-${hostname()}.txt`);
  await writeFile(file, `${input}.${signature}\n`, { mode: 0o600 });
  deps.io.out(`Wrote ${file}`);
  deps.io.out(
    'Upload it in the dashboard (Billing & Plans, Offline licence), then bring the lease back and run',
  );
  deps.io.out('  npm run agent -- offline-install <lease file> [keys.json]');
  return 0;
}

async function offlineInstall(deps: CommandDeps, args: string[]): Promise<number> {
  const [leaseFile, keysFile] = args;
  if (!leaseFile) {
    deps.io.err('offline-install needs the lease file the dashboard gave.');
    return 2;
  }
  let lease: string;
  try {
    const parsed = offlineLeaseFileSchema.safeParse(JSON.parse(await readFile(leaseFile, 'utf8')));
    if (!parsed.success) throw new Error('not a lease file');
    lease = parsed.data.lease;
  } catch (error) {
    deps.io.err(
      `${leaseFile} is not a lease file from the dashboard (${(error as Error).message}).`,
    );
    return 1;
  }
  let keys;
  try {
    keys = keysFile
      ? jwksSchema.parse(JSON.parse(await readFile(keysFile, 'utf8'))).keys
      : await createRegistryClient(deps.siteUrl, deps.fetch).keys();
  } catch (error) {
    deps.io.err(
      `No registry keys to check the lease with (${(error as Error).message}). Save ${deps.siteUrl}/api/keys as a file and give it after the lease file.`,
    );
    return 1;
  }
  return describeOutcome(await deps.licence.installOfflineLease(lease, keys), deps.io);
}

/** `npm run agent -- <command>`: the licence commands; answers the exit code. */
export async function runLicenceCommand(args: string[], deps: CommandDeps): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'activate':
      return activate(deps);
    case 'licence':
      return showLicence(deps);
    case 'renew':
      return describeOutcome(await deps.licence.renew(), deps.io);
    case 'offline-request':
      return offlineRequest(deps, rest[0]);
    case 'offline-install':
      return offlineInstall(deps, rest);
    case 'help':
    case '--help':
      deps.io.out(licenceUsage);
      return 0;
    default:
      deps.io.err(`Unknown command "${command ?? ''}".\n\n${licenceUsage}`);
      return 2;
  }
}
