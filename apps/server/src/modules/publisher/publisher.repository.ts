import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export async function findOwner(db: Db, id: string) {
  return db
    .selectFrom('extensions')
    .select(['id', 'owner_user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Downloads of the extension per day from `since` (YYYY-MM-DD), days without any left out. */
export async function downloadsPerDay(db: Db, id: string, since: string) {
  const rows = await db
    .selectFrom('extension_downloads')
    .select(['day', (eb) => eb.fn.countAll().as('count')])
    .where('extension_id', '=', id)
    .where('day', '>=', since)
    .groupBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, downloads: Number(row.count) }));
}

/** The account's extensions (taken down ones too: the owner should know), A–Z. */
export async function listOwnedExtensions(db: Db, userId: number) {
  return db
    .selectFrom('extensions')
    .select([
      'id',
      'name',
      'latest_version',
      'downloads',
      'rating_avg',
      'rating_count',
      'deprecated_at',
      'deprecated_reason',
      'replacement_id',
      'taken_down_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('extension_reports')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('extension_reports.extension_id', '=', 'extensions.id')
        .where('extension_reports.status', '=', 'open')
        .as('open_reports'),
    )
    .where('owner_user_id', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function listVersionsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('extension_versions')
    .select([
      'extension_id',
      'version',
      'published_at',
      'downloads',
      'yanked_at',
      'yank_reason',
      'revoked_at',
    ])
    .where('extension_id', 'in', ids)
    .execute();
}
