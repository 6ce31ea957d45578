import type { Kysely, Selectable } from 'kysely';
import type { Database, DeviceAuthorizationsTable } from '../../db/types';

type Db = Kysely<Database>;

export type DeviceAuthorizationRecord = Selectable<DeviceAuthorizationsTable>;

export interface NewDeviceAuthorization {
  device_code_hash: string;
  user_code: string;
  device_name: string;
  os: string;
  app_version: string;
  client_id: string | null;
  interval_s: number;
  expires_at: string;
}

// device_authorizations grows by a row per sign-in; old rows are removed on a schedule (operations).
export async function insertDeviceAuthorization(
  db: Db,
  row: NewDeviceAuthorization,
  now: Date,
): Promise<void> {
  await db
    .insertInto('device_authorizations')
    .values({ ...row, status: 'pending', created_at: now.toISOString() })
    .execute();
}

/** A sign-in by one of its codes: the device's (hashed) or the one the user types. */
export async function findAuthorization(
  db: Db,
  code: 'device_code_hash' | 'user_code',
  value: string,
): Promise<DeviceAuthorizationRecord | undefined> {
  return db
    .selectFrom('device_authorizations')
    .selectAll()
    .where(code, '=', value)
    .executeTakeFirst();
}

export async function recordPoll(db: Db, id: number, intervalS: number, now: Date): Promise<void> {
  await db
    .updateTable('device_authorizations')
    .set({ last_polled_at: now.toISOString(), interval_s: intervalS })
    .where('id', '=', id)
    .execute();
}

/** Approves or denies a pending sign-in; false when it was no longer pending. */
export async function decideAuthorization(
  db: Db,
  id: number,
  decision: { userId: number; status: 'approved' | 'denied' },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('device_authorizations')
    .set({ status: decision.status, user_id: decision.userId, decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an approved sign-in as exchanged for a token; false when another poll got there first. */
export async function markAuthorizationUsed(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('device_authorizations')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
