import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ExtensionsTable, ExtensionVersionsTable } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export type ExtensionRecord = Selectable<ExtensionsTable>;
export type NewExtension = Insertable<ExtensionsTable>;
export type NewExtensionVersion = Insertable<ExtensionVersionsTable>;

export interface ExtensionSearch {
  /** Already lower-cased; matched as a substring of name, description and category. */
  text?: string;
  category?: ExtensionsTable['category'];
  limit: number;
  offset: number;
}

/** "%", "_" and "\" typed by a user are searched for as themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page of the catalogue, ordered by name, and how many rows match in all. */
export async function searchExtensions(
  db: Db,
  search: ExtensionSearch,
): Promise<{ rows: ExtensionRecord[]; total: number }> {
  let query = db.selectFrom('extensions');
  if (search.text) {
    query = query.where(
      sql<boolean>`${sql.ref('search_text')} like ${containsPattern(search.text)} escape '\\'`,
    );
  }
  if (search.category) query = query.where('category', '=', search.category);

  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('name')
      .orderBy('id')
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
  ]);
  // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
  return { rows, total: Number(count?.count ?? 0) };
}

export async function findExtension(db: Db, id: string): Promise<ExtensionRecord | undefined> {
  return db.selectFrom('extensions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listExtensionVersions(
  db: Db,
  id: string,
): Promise<{ version: string; published_at: string; manifest: string }[]> {
  return db
    .selectFrom('extension_versions')
    .select(['version', 'published_at', 'manifest'])
    .where('extension_id', '=', id)
    .execute();
}

/** A new extension with its first version, together or not at all. */
export async function insertExtension(
  db: Kysely<Database>,
  extension: NewExtension,
  version: NewExtensionVersion,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('extensions').values(extension).execute();
    await trx.insertInto('extension_versions').values(version).execute();
  });
}

/**
 * A new version: the version row, then the catalogue fields, only if the latest version is still
 * the one the caller compared against (two publishes racing cannot move it backwards).
 * Returns false when another publish got there first.
 */
export async function addExtensionVersion(
  db: Kysely<Database>,
  id: string,
  expectedLatest: string,
  changes: Omit<
    NewExtension,
    'id' | 'owner_user_id' | 'created_at' | 'search_text' | 'latest_version'
  > & { search_text: string; latest_version: string },
  version: NewExtensionVersion,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('extensions')
      .set(changes)
      .where('id', '=', id)
      .where('latest_version', '=', expectedLatest)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx.insertInto('extension_versions').values(version).execute();
    return true;
  });
}

/** Inserts a built-in extension unless a row with its id exists already (safe at every start). */
export async function insertExtensionIfMissing(
  db: Kysely<Database>,
  extension: NewExtension,
  version: NewExtensionVersion,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('extensions')
      .values(extension)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto('extension_versions')
      .values(version)
      .onConflict((conflict) => conflict.columns(['extension_id', 'version']).doNothing())
      .execute();
    return true;
  });
}

/** Records that a user installed an extension; returns the first install's time and whether it is new. */
export async function recordInstall(
  db: Kysely<Database>,
  userId: number,
  extensionId: string,
  now: Date,
): Promise<{ created: boolean; installed_at: string }> {
  const inserted = await db
    .insertInto('user_extension_installs')
    .values({ user_id: userId, extension_id: extensionId, installed_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'extension_id']).doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom('user_extension_installs')
    .select('installed_at')
    .where('user_id', '=', userId)
    .where('extension_id', '=', extensionId)
    .executeTakeFirstOrThrow();
  return {
    created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0,
    installed_at: row.installed_at,
  };
}
