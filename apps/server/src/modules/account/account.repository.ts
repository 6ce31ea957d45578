import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { countRows } from '../../db/count-rows';

type Db = Kysely<Database>;

/** Extensions the user installed through the marketplace page while signed in. */
export async function listInstalledExtensionIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_extension_installs')
    .select('extension_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.extension_id);
}

/** Calls made with the user's API tokens since `since` (ISO time). */
export async function countApiRequestsSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  return countRows(
    db.selectFrom('api_requests').where('user_id', '=', userId).where('created_at', '>=', since),
  );
}

/** What the account's devices that are still signed in last reported. */
export async function listDeviceUsage(
  db: Db,
  userId: number,
): Promise<{ extensions: string; projects: number }[]> {
  return db
    .selectFrom('devices')
    .select(['extensions', 'projects'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Bytes the service keeps for the versions the account published: each package's size (migration
 * 0004) and its manifest (a version published before packages has only the manifest).
 */
export async function publishedBytes(db: Db, userId: number): Promise<number> {
  const rows = await db
    .selectFrom('extension_versions')
    .select(['manifest', 'size'])
    .where('published_by', '=', userId)
    .execute();
  return rows.reduce((sum, row) => sum + (row.size ?? 0) + Buffer.byteLength(row.manifest), 0);
}
