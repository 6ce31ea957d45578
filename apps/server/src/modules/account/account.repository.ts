import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

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
  const row = await db
    .selectFrom('api_requests')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return Number(row?.count ?? 0);
}
