import { hostname, release } from 'node:os';
import {
  leaseType,
  licenceCodes,
  type DeviceUsage,
  type LeasePayload,
} from '@sinyal/contracts/licence';
import { planIncludes, type Plan } from '@sinyal/contracts/plans';
import { createKeyTrust, type ListedKey, type TrustedKey } from '../trust/registry-keys';
import { checkLease, checkLeaseClaims, type LeaseCheck, type LeaseProblem } from './lease-check';
import type { Licence, LicenceStatus } from './licence';
import { LicenceFileStore, type LicenceFile } from './licence-file';
import {
  createRegistryClient,
  RegistryError,
  RegistryUnreachable,
  type FetchLike,
  type RegistryClient,
} from './registry-client';

export interface DeviceLicenceOptions {
  dataDir: string;
  /** The site the device signs in with; renewals go where the device was signed in. */
  siteUrl: string;
  /** This computer's fingerprint (fingerprint.ts). */
  fingerprint: string;
  now?: () => Date;
  fetch?: FetchLike;
  log?: { info(message: string): void; warn(message: string): void };
  /** What the agent reports at each renewal (its installed extensions). */
  usage?: () => DeviceUsage | undefined;
  /** REGISTRY_KEYS: the only keys a lease may be signed with; unset, those pinned (see below). */
  configuredKeys?: readonly TrustedKey[];
}

/** What a renewal or activation came to, for the log and the commands' output. */
export type LicenceOutcome =
  | { outcome: 'active'; plan: Plan; expires_at: string }
  | { outcome: 'not_signed_in' }
  /** The service no longer knows the device (removed in the dashboard): it runs Lite. */
  | { outcome: 'removed'; detail: string }
  | {
      outcome: 'no_seat';
      detail: string;
      devices: { name: string; os: string; last_seen_at: string | null }[];
    }
  /** The service answered a lease that does not pass the checks: it is not used. */
  | { outcome: 'bad_lease'; problem: LeaseProblem }
  /** The service could not be reached or refused for now: the current lease stays. */
  | { outcome: 'unreachable'; detail: string };

export interface LicenceDetails {
  status: LicenceStatus;
  device_id: string | null;
  site: string | null;
  /** Why the stored lease is not used; null when it is, or when there is none. */
  problem: LeaseProblem | null;
  last_renewal: LicenceFile['last_renewal'];
}

const lite: LicenceStatus = { plan: 'lite', expires_at: null };
const dayMs = 24 * 60 * 60 * 1000;
// The highest time seen is written down at most this often while nothing else changes.
const highestSeenWriteMs = 60_000;

/** What a lease signed by a key the agent does not trust means, and what the user can do. */
export const unknownKeyHint =
  'Its key is not one this agent trusts, nor endorsed by one (docs/architecture.md §8): something between this computer and the service may be answering for it. If the service really replaced its keys, set REGISTRY_KEYS to the keys you trust';

/** What the device says about itself at sign-in (shown on the activate page and the dashboard). */
export function deviceDescription(appVersion: string) {
  const systems: Partial<Record<NodeJS.Platform, string>> = {
    win32: 'Windows',
    linux: 'Linux',
    darwin: 'macOS',
  };
  const name = hostname().trim() || 'Sinyal device';
  return {
    device_name: name.slice(0, 100),
    os: `${systems[process.platform] ?? process.platform} ${release()}`.slice(0, 60),
    app_version: appVersion,
  };
}

/**
 * The licence of an activated agent (docs/architecture.md §9). Its plan comes from the newest
 * lease that passes every check: the registry's signature (keys from GET /api/keys, kept in the
 * licence file), this computer's fingerprint, this device, and an expiry still ahead of the
 * latest time the computer has seen, so turning the clock back does not make a lease last longer.
 * Without such a lease it runs Lite. Renewal asks the service for a lease with the account's plan
 * as it is now; a removed device is told so, and falls back to Lite.
 */
export function openDeviceLicence(options: DeviceLicenceOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? { info: () => {}, warn: () => {} };
  const store = LicenceFileStore.inDir(options.dataDir, now, (message) => log.warn(message));
  const clientFor = (site: string): RegistryClient => createRegistryClient(site, options.fetch);
  let writingHighest: Promise<unknown> | null = null;

  /** The latest time seen: the clock, unless it is behind what was seen before. */
  function effectiveNow(state: LicenceFile): Date {
    const seen = Date.parse(state.highest_seen);
    const clock = now();
    if (clock.getTime() > seen + highestSeenWriteMs && !writingHighest) {
      writingHighest = store
        .update((draft) => {
          if (Date.parse(draft.highest_seen) < clock.getTime()) {
            draft.highest_seen = clock.toISOString();
          }
        })
        .catch((error: unknown) => log.warn(`Could not write the licence file: ${String(error)}`))
        .finally(() => {
          writingHighest = null;
        });
    }
    return new Date(Math.max(clock.getTime(), Number.isNaN(seen) ? 0 : seen));
  }

  // Leases are signed with the registry's keys, trusted by the same rule as releases
  // (trust/registry-keys.ts); the keys pinned for leases are kept in the licence file.
  const trust = createKeyTrust({
    configured: options.configuredKeys,
    pinned: {
      current: () => store.current().keys,
      async save(keys) {
        await store.update((draft) => {
          draft.keys = keys;
        });
      },
    },
  });

  function check(state: LicenceFile) {
    if (!state.lease) return null;
    return checkLease(state.lease, {
      keys: trust.keys(),
      fingerprint: options.fingerprint,
      ...(state.device ? { deviceId: state.device.id } : {}),
      now: effectiveNow(state),
    });
  }

  function statusOf(lease: LeasePayload): { plan: Plan; expires_at: string } {
    return { plan: lease.plan, expires_at: new Date(lease.exp * 1000).toISOString() };
  }

  function status(): LicenceStatus {
    const checked = check(store.current());
    return checked?.ok ? statusOf(checked.lease) : lite;
  }

  /** Checks a lease from the service and keeps it; a key it does not trust yet is looked up. */
  async function accept(
    lease: string,
    client: RegistryClient,
    change: (draft: LicenceFile) => void = () => {},
  ): Promise<LicenceOutcome> {
    const deviceId = store.current().device?.id;
    const signed = await trust.verify(lease, leaseType, () => client.keys());
    const checked: LeaseCheck = signed.ok
      ? checkLeaseClaims(signed.payload, {
          fingerprint: options.fingerprint,
          ...(deviceId === undefined ? {} : { deviceId }),
          now: effectiveNow(store.current()),
        })
      : { ok: false, problem: signed.problem };
    if (!checked.ok) {
      await store.update((draft) => {
        draft.last_renewal = { at: now().toISOString(), outcome: `bad_lease: ${checked.problem}` };
      });
      return { outcome: 'bad_lease', problem: checked.problem };
    }
    const accepted = checked.lease;
    await store.update((draft) => {
      change(draft);
      draft.lease = lease;
      draft.highest_seen = new Date(
        Math.max(Date.parse(draft.highest_seen) || 0, now().getTime(), accepted.iat * 1000),
      ).toISOString();
      draft.last_renewal = { at: now().toISOString(), outcome: `${accepted.plan} lease` };
    });
    return { outcome: 'active', ...statusOf(accepted) };
  }

  /** The service no longer knows this device: forget its token and lease, and run Lite. */
  async function forgetDevice(detail: string): Promise<LicenceOutcome> {
    await store.update((draft) => {
      draft.device = null;
      draft.lease = null;
      draft.last_renewal = { at: now().toISOString(), outcome: `removed: ${detail}` };
    });
    return { outcome: 'removed', detail };
  }

  async function handleFailure(error: unknown): Promise<LicenceOutcome> {
    if (error instanceof RegistryError) {
      if (
        error.code === licenceCodes.deviceRevoked ||
        error.code === licenceCodes.deviceTokenInvalid ||
        error.code === licenceCodes.fingerprintMismatch
      ) {
        return forgetDevice(error.detail);
      }
      if (error.code === licenceCodes.noSeat) {
        const devices = Array.isArray(error.body.devices)
          ? (error.body.devices as { name: string; os: string; last_seen_at: string | null }[])
          : [];
        await store.update((draft) => {
          draft.last_renewal = { at: now().toISOString(), outcome: 'no seat' };
        });
        return { outcome: 'no_seat', detail: error.detail, devices };
      }
    }
    if (error instanceof RegistryError || error instanceof RegistryUnreachable) {
      const detail = error.message;
      await store.update((draft) => {
        draft.last_renewal = { at: now().toISOString(), outcome: `unreachable: ${detail}` };
      });
      return { outcome: 'unreachable', detail };
    }
    throw error;
  }

  const licence = {
    status,
    allows: (needed: Plan) => planIncludes(status().plan, needed),

    details(): LicenceDetails {
      const state = store.current();
      const checked = check(state);
      return {
        status: checked?.ok ? statusOf(checked.lease) : lite,
        device_id: state.device?.id ?? null,
        site: state.device?.site ?? null,
        problem: checked && !checked.ok ? checked.problem : null,
        last_renewal: state.last_renewal,
      };
    },

    /** The device's key pair (JWK d, x), written down first if it is new: it signs offline requests. */
    async deviceKey(): Promise<LicenceFile['device_key']> {
      return (await store.update(() => {})).device_key;
    },

    /** Activates with the token the device sign-in gave (`npm run agent -- activate`). */
    async activate(device: { id: string; token: string; site: string }): Promise<LicenceOutcome> {
      const client = clientFor(device.site);
      // The device key must be on disk before its public half is sent.
      const state = await store.update((draft) => {
        draft.device = device;
        draft.lease = null;
      });
      try {
        const usage = options.usage?.();
        const answer = await client.activate(device.token, {
          fingerprint: options.fingerprint,
          public_key: state.device_key.x,
          ...(usage ? { usage } : {}),
        });
        return await accept(answer.lease, client);
      } catch (error) {
        return handleFailure(error);
      }
    },

    /** Asks for a lease with the account's plan as it is now. */
    async renew(): Promise<LicenceOutcome> {
      const device = store.current().device;
      if (!device) return { outcome: 'not_signed_in' };
      const client = clientFor(device.site);
      const usage = options.usage?.();
      const request = { fingerprint: options.fingerprint, ...(usage ? { usage } : {}) };
      try {
        const answer = await client.renew(device.token, request);
        return await accept(answer.lease, client);
      } catch (error) {
        // Signed in, but the activation never went through (every seat was taken then).
        if (error instanceof RegistryError && error.code === licenceCodes.notActivated) {
          return licence.activate(device);
        }
        return handleFailure(error);
      }
    },

    /**
     * Renews once a day, and always when the lease is gone or past half its life: a device that
     * is offline for a while keeps its plan until the lease ends, then runs Lite.
     */
    async renewIfDue(): Promise<LicenceOutcome | null> {
      const state = store.current();
      if (!state.device) return null;
      const checked = check(state);
      if (checked?.ok) {
        const { iat, exp } = checked.lease;
        const dueAt = iat * 1000 + Math.min(dayMs, ((exp - iat) * 1000) / 2);
        if (effectiveNow(state).getTime() < dueAt) return null;
      }
      // The commands say what happened themselves; the running agent says it in its log.
      const outcome = await licence.renew();
      if (outcome.outcome === 'active') {
        log.info(`Licence renewed: ${outcome.plan} until ${outcome.expires_at}`);
      } else if (outcome.outcome === 'removed') {
        log.warn(
          `${outcome.detail}. The agent runs Lite until it is activated again (npm run agent -- activate)`,
        );
      } else if (outcome.outcome === 'bad_lease') {
        log.warn(
          `The service answered a lease that fails its checks (${outcome.problem}); it is not used${outcome.problem === 'unknown_key' ? `. ${unknownKeyHint}` : ''}`,
        );
      } else if (outcome.outcome === 'unreachable') {
        log.warn(`Licence renewal: ${outcome.detail}; the current lease stays until it ends`);
      }
      return outcome;
    },

    /**
     * Installs a lease brought from another computer (an Enterprise offline lease). The keys that
     * came with it count as a registry answer: pinned when none are, else only their endorsed
     * keys are added, so a keys file cannot bring a signer of its own to a computer that knows
     * the registry.
     */
    async installOfflineLease(
      lease: string,
      givenKeys: readonly ListedKey[],
    ): Promise<LicenceOutcome> {
      const checked = checkLease(lease, {
        keys: trust.after(givenKeys),
        fingerprint: options.fingerprint,
        now: effectiveNow(store.current()),
      });
      if (!checked.ok) return { outcome: 'bad_lease', problem: checked.problem };
      const accepted = checked.lease;
      await trust.learn(givenKeys);
      await store.update((draft) => {
        draft.device = null;
        draft.lease = lease;
        draft.last_renewal = { at: now().toISOString(), outcome: 'offline lease installed' };
      });
      return { outcome: 'active', ...statusOf(accepted) };
    },

    /** Waits for the highest time seen to be written (tests, shutdown). */
    async settled(): Promise<void> {
      await writingHighest;
    },
  } satisfies Licence & Record<string, unknown>;
  return licence;
}

export type DeviceLicence = ReturnType<typeof openDeviceLicence>;
