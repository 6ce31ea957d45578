import type { Kysely, Selectable } from 'kysely';
import type { Plan } from '@sinyal/contracts/plans';
import { joinBestSeat, type SeatColumns } from '../../db/best-seat';
import type { Database, DevicesTable } from '../../db/types';

type Db = Kysely<Database>;

export type DeviceRecord = Selectable<DevicesTable>;

/** What a new device row is given; the rest starts empty (or is set at activation). */
export type NewDevice = Pick<
  DevicesTable,
  'id' | 'user_id' | 'kind' | 'name' | 'os' | 'app_version' | 'token_hash'
> &
  Partial<
    Pick<DevicesTable, 'fingerprint_hash' | 'public_key' | 'activated_at' | 'lease_expires_at'>
  >;

export async function insertDevice(db: Db, device: NewDevice, now: Date): Promise<void> {
  await db
    .insertInto('devices')
    .values({ ...device, created_at: now.toISOString() })
    .execute();
}

function deviceWithPlanQuery(db: Db) {
  return joinBestSeat(
    db
      .selectFrom('devices')
      .innerJoin('users', 'users.id', 'devices.user_id')
      .selectAll('devices')
      .select(['users.plan', 'users.plan_paid_until', 'users.plan_ends_at', 'users.disabled_at']),
  );
}

export type DeviceWithPlan = DeviceRecord &
  SeatColumns & {
    plan: Plan;
    plan_paid_until: string | null;
    plan_ends_at: string | null;
    disabled_at: string | null;
  };

/** The device a token belongs to, with its account's plan as it is now. */
export async function findDeviceByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<DeviceWithPlan | undefined> {
  return deviceWithPlanQuery(db).where('devices.token_hash', '=', tokenHash).executeTakeFirst();
}

/** The account's own plan with its best Enterprise seat. */
export async function findUserPlan(db: Db, userId: number) {
  return joinBestSeat(
    db
      .selectFrom('users')
      .select(['users.plan', 'users.plan_paid_until', 'users.plan_ends_at'])
      .where('users.id', '=', userId),
  ).executeTakeFirst();
}

/** The account's device that holds a seat with this fingerprint (one at most), other than `exceptId`. */
export async function findSeatByFingerprint(
  db: Db,
  userId: number,
  fingerprintHash: string,
  exceptId?: string,
): Promise<DeviceRecord | undefined> {
  let query = db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('fingerprint_hash', '=', fingerprintHash)
    .where('revoked_at', 'is', null)
    .where('activated_at', 'is not', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** Devices that are signed in and not removed, newest first. */
export async function listDevices(db: Db, userId: number): Promise<DeviceRecord[]> {
  return db
    .selectFrom('devices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export interface DeviceSeen {
  last_seen_at: string;
  lease_expires_at: string;
  /** JSON array, when the device reported its extensions. */
  extensions?: string;
  projects?: number;
}

/** The device row as it is now (inside a transaction: after `lockAccount`, as committed). */
export async function findDeviceById(db: Db, id: string): Promise<DeviceRecord | undefined> {
  return db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Binds a device that was never activated to its computer; false when it was activated (or
 * removed) meanwhile, so a token can never be bound twice whatever the caller read before.
 */
export async function activateDevice(
  db: Db,
  id: string,
  activation: DeviceSeen & { fingerprint_hash: string; public_key: string; activated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('devices')
    .set(activation)
    .where('id', '=', id)
    .where('activated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordDeviceSeen(db: Db, id: string, seen: DeviceSeen): Promise<void> {
  await db.updateTable('devices').set(seen).where('id', '=', id).execute();
}

export async function updateOfflineDevice(
  db: Db,
  id: string,
  changes: DeviceSeen & { name: string; os: string; app_version: string; public_key: string },
): Promise<void> {
  await db.updateTable('devices').set(changes).where('id', '=', id).execute();
}

/** Removes a device of the account; false when it has none by that id still signed in. */
export async function revokeDevice(db: Db, userId: number, id: string, now: Date) {
  const result = await db
    .updateTable('devices')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes every device of the account still signed in (the account was disabled). */
export async function revokeAllDevices(db: Db, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('devices')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
