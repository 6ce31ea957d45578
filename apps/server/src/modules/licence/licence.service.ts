import { randomUUID } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, importJWK } from 'jose';
import type { SessionUser } from '@sinyal/contracts/auth';
import {
  licenceCodes as m,
  offlineLeaseDays,
  offlineRequestPayloadSchema,
  offlineRequestType,
  type ActivateRequest,
  type Device,
  type DevicesResponse,
  type DeviceUsage,
  type LeaseRequest,
  type LeaseResponse,
  type OfflineLeaseFile,
  type OfflineRequestPayload,
} from '@sinyal/contracts/licence';
import { englishMessage } from '@sinyal/contracts/message-catalog';
import { hasEntitlement, planLimits, type Plan } from '@sinyal/contracts/plans';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { dayMs } from '../../lib/clock';
import { hashToken, looksLikeToken } from '../../security/tokens';
import type { FingerprintHasher } from './fingerprint-hasher';
import { leaseTerms, signLease } from './lease';
import { planInForce } from '../users/plan-in-force';
import { lockAccount } from '../users/users.service';
import {
  activateDevice,
  findDeviceById,
  findDeviceByTokenHash,
  findSeatByFingerprint,
  findUserPlan,
  insertDevice,
  listDevices,
  recordDeviceSeen,
  revokeDevice,
  updateOfflineDevice,
  type DeviceRecord,
  type DeviceWithPlan,
} from './licence.repository';

/** A refused activation: every seat is taken by these devices (409 no_seat). */
// The device flow adds the device it approved: through here, not the licence repository.
export { insertDevice } from './licence.repository';
// The operator console lists an account's devices and, disabling it, removes them all.
export { listDevices, revokeAllDevices } from './licence.repository';
// An organization's admin removes a member's device: the same removal as the member's own.
export { revokeDevice } from './licence.repository';

export interface NoSeat {
  limit: number;
  devices: Device[];
}

export function deviceOf(row: DeviceRecord): Device {
  return {
    id: row.id,
    name: row.name,
    os: row.os,
    app_version: row.app_version,
    kind: row.kind,
    activated: row.activated_at !== null,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    lease_expires_at: row.lease_expires_at,
  };
}

function usageColumns(usage: DeviceUsage | undefined) {
  if (!usage) return {};
  const extensions = JSON.stringify([...new Set(usage.extensions)].sort());
  return usage.projects === undefined ? { extensions } : { extensions, projects: usage.projects };
}

// An offline request older than this is refused: it was meant for a lease soon after it was made.
const offlineRequestMaxAgeMs = 30 * dayMs;
// Clocks of computers that never go online drift; a request "from the future" within this is fine.
const offlineClockSkewMs = dayMs;

/**
 * Activation, renewal and the device list (docs/architecture.md §9). A seat is a device that is
 * activated and not removed; one computer (one fingerprint) holds at most one seat per account.
 */
export function createLicenceService(ctx: AppContext, fingerprints: FingerprintHasher) {
  const { db, clock, signingKeys } = ctx;

  const seatsUsed = (devices: DeviceRecord[]) =>
    devices.filter((device) => device.activated_at !== null).length;

  /**
   * Takes a seat for `deviceId` unless the fingerprint already holds one on the account: then
   * that older device (the same computer, signed in before) gives its seat up to this one.
   * Returns the devices holding every seat when there is none left. The caller holds the
   * account's lock (`lockAccount`), so the count it reads cannot change before its insert.
   */
  async function takeSeat(
    trx: typeof db,
    userId: number,
    plan: Plan,
    fingerprintHash: string,
    deviceId: string | undefined,
    now: Date,
  ): Promise<NoSeat | null> {
    const previous = await findSeatByFingerprint(trx, userId, fingerprintHash, deviceId);
    if (previous) {
      await revokeDevice(trx, userId, previous.id, now);
      return null;
    }
    const devices = await listDevices(trx, userId);
    const limit = planLimits[plan].devices;
    if (seatsUsed(devices) < limit) return null;
    return {
      limit,
      devices: devices.filter((device) => device.activated_at !== null).map(deviceOf),
    };
  }

  return {
    /** The device a token belongs to; a removed device is told so rather than "unknown". */
    async deviceOfToken(token: string | undefined): Promise<DeviceWithPlan> {
      const device =
        token && looksLikeToken(token)
          ? await findDeviceByTokenHash(db, hashToken(token))
          : undefined;
      if (!device) {
        throw AppError.of(m.deviceTokenInvalid, 401, {
          headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        });
      }
      if (device.disabled_at !== null) throw AppError.of('account_disabled', 403);
      if (device.revoked_at !== null) throw AppError.of(m.deviceRevoked, 403);
      return device;
    },

    async activate(
      device: DeviceWithPlan,
      request: ActivateRequest,
    ): Promise<LeaseResponse | NoSeat> {
      const fingerprintHash = fingerprints.hash(request.fingerprint);
      const boundElsewhere = (row: DeviceRecord) =>
        row.fingerprint_hash !== null && row.fingerprint_hash !== fingerprintHash;
      if (boundElsewhere(device)) throw AppError.of(m.fingerprintMismatch, 403);
      const now = clock.now();
      const terms = leaseTerms(planInForce(device, now), device.plan_paid_until, now);
      const lease = await signLease(signingKeys, {
        userId: device.user_id,
        deviceId: device.id,
        fingerprint: request.fingerprint,
        terms,
        now,
      });
      const seen = {
        last_seen_at: now.toISOString(),
        lease_expires_at: lease.expires_at,
        ...usageColumns(request.usage),
      };
      // Activating again (a restart, a lost answer) costs nothing and answers a fresh lease.
      if (device.activated_at !== null) {
        await recordDeviceSeen(db, device.id, seen);
        return lease;
      }
      const noSeat = await db.transaction().execute(async (trx) => {
        // `device` was read before the lock: activations of the same token sent at once (one per
        // computer) all saw it unbound. Under the account's lock the first one's binding is
        // committed and visible, so the token is bound to one computer only (one seat, one lease).
        await lockAccount(trx, device.user_id);
        const current = await findDeviceById(trx, device.id);
        if (!current || current.revoked_at !== null) throw AppError.of(m.deviceRevoked, 403);
        if (boundElsewhere(current)) throw AppError.of(m.fingerprintMismatch, 403);
        if (current.activated_at !== null) {
          await recordDeviceSeen(trx, device.id, seen);
          return null;
        }
        const refused = await takeSeat(
          trx,
          device.user_id,
          terms.plan,
          fingerprintHash,
          device.id,
          now,
        );
        if (refused) return refused;
        const bound = await activateDevice(trx, device.id, {
          ...seen,
          fingerprint_hash: fingerprintHash,
          public_key: request.public_key,
          activated_at: now.toISOString(),
        });
        // Cannot happen while every activation takes the lock first; should one ever skip it, the
        // conditional update still refuses to bind the token a second time.
        if (!bound) throw AppError.of(m.fingerprintMismatch, 403);
        return null;
      });
      return noSeat ?? lease;
    },

    async renew(device: DeviceWithPlan, request: LeaseRequest): Promise<LeaseResponse> {
      if (device.activated_at === null || device.fingerprint_hash === null) {
        throw AppError.of(m.notActivated, 409);
      }
      if (fingerprints.hash(request.fingerprint) !== device.fingerprint_hash) {
        throw AppError.of(m.fingerprintMismatch, 403);
      }
      const now = clock.now();
      // The plan as it is now: a lapsed or lowered plan renews as Lite.
      const lease = await signLease(signingKeys, {
        userId: device.user_id,
        deviceId: device.id,
        fingerprint: request.fingerprint,
        terms: leaseTerms(planInForce(device, now), device.plan_paid_until, now),
        now,
      });
      await recordDeviceSeen(db, device.id, {
        last_seen_at: now.toISOString(),
        lease_expires_at: lease.expires_at,
        ...usageColumns(request.usage),
      });
      return lease;
    },

    async devices(user: SessionUser): Promise<DevicesResponse> {
      const [devices, account] = await Promise.all([
        listDevices(db, user.id),
        findUserPlan(db, user.id),
      ]);
      const now = clock.now();
      const plan = leaseTerms(
        account ? planInForce(account, now) : user.plan,
        account?.plan_paid_until ?? null,
        now,
      ).plan;
      return {
        plan,
        seats: { used: seatsUsed(devices), limit: planLimits[plan].devices },
        devices: devices.map(deviceOf),
      };
    },

    async revoke(user: SessionUser, deviceId: string): Promise<{ detail: string }> {
      if (!(await revokeDevice(db, user.id, deviceId, clock.now()))) {
        throw AppError.of(m.deviceNotFound, 404);
      }
      return { detail: englishMessage(m.deviceRemoved) ?? m.deviceRemoved };
    },

    /**
     * An Enterprise lease for a computer that never reaches the service: the user uploads the
     * request file the app wrote, signed with the app's own key, and gets a 90-day lease back.
     */
    async offlineLease(user: SessionUser, requestText: string): Promise<OfflineLeaseFile | NoSeat> {
      const now = clock.now();
      const account = await findUserPlan(db, user.id);
      if (!account) throw AppError.of(m.offlineEnterpriseOnly, 403);
      const current = leaseTerms(planInForce(account, now), account.plan_paid_until, now);
      if (!hasEntitlement(current.plan, 'offline_leases')) {
        throw AppError.of(m.offlineEnterpriseOnly, 403);
      }
      const request = await readOfflineRequest(requestText.trim(), now);
      const fingerprintHash = fingerprints.hash(request.fingerprint);
      const terms = leaseTerms(
        planInForce(account, now),
        account.plan_paid_until,
        now,
        offlineLeaseDays,
      );

      const result = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, user.id);
        const existing = await findSeatByFingerprint(trx, user.id, fingerprintHash);
        const deviceId = existing?.id ?? randomUUID();
        const lease = await signLease(signingKeys, {
          userId: user.id,
          deviceId,
          fingerprint: request.fingerprint,
          terms,
          now,
        });
        const seen = { last_seen_at: now.toISOString(), lease_expires_at: lease.expires_at };
        const description = {
          name: request.device_name,
          os: request.os,
          app_version: request.app_version,
          public_key: request.public_key,
        };
        if (existing) {
          // The same computer asking again (a new lease before the old one ends): no new seat.
          await updateOfflineDevice(trx, existing.id, { ...seen, ...description });
          return lease;
        }
        const refused = await takeSeat(trx, user.id, terms.plan, fingerprintHash, undefined, now);
        if (refused) return refused;
        await insertDevice(
          trx,
          {
            id: deviceId,
            user_id: user.id,
            kind: 'offline',
            token_hash: null,
            fingerprint_hash: fingerprintHash,
            activated_at: now.toISOString(),
            ...description,
            ...seen,
          },
          now,
        );
        return lease;
      });
      if ('limit' in result) return result;
      return {
        format: 'sinyal-offline-lease',
        lease: result.lease,
        device_id: result.device_id,
        plan: result.plan,
        expires_at: result.expires_at,
      };
    },
  };
}

/**
 * The request file is a compact JWS signed with the key it carries: that proves it was made by
 * the holder of that key and has not been edited on its way (the name, the fingerprint).
 */
async function readOfflineRequest(text: string, now: Date): Promise<OfflineRequestPayload> {
  const invalid = () => AppError.of(m.offlineRequestInvalid, 400);
  let payload: OfflineRequestPayload;
  try {
    const header = decodeProtectedHeader(text);
    if (header.alg !== 'EdDSA' || header.typ !== offlineRequestType) throw invalid();
    const [, body = ''] = text.split('.');
    const claimed = offlineRequestPayloadSchema.safeParse(
      JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
    );
    if (!claimed.success) throw invalid();
    const key = await importJWK(
      { kty: 'OKP', crv: 'Ed25519', x: claimed.data.public_key },
      'EdDSA',
    );
    await compactVerify(text, key);
    payload = claimed.data;
  } catch {
    throw invalid();
  }
  const made = payload.iat * 1000;
  if (made > now.getTime() + offlineClockSkewMs || made < now.getTime() - offlineRequestMaxAgeMs) {
    throw invalid();
  }
  return payload;
}
