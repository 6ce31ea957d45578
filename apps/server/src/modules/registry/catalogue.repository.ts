import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ExtensionsTable, ExtensionVersionsTable } from '../../db/types';
import { countRows } from '../../db/count-rows';

type Db = Kysely<Database> | Transaction<Database>;

export type ExtensionRecord = Selectable<ExtensionsTable>;

export interface ExtensionSearch {
  /** Already lower-cased; matched as a substring of name, description and category. */
  text?: string;
  category?: ExtensionsTable['category'];
  limit: number;
  offset: number;
}

/**
 * search_text contains the text: a plain substring test (instr on SQLite, strpos on PostgreSQL),
 * cheaper than LIKE's pattern matching row by row, and "%" or "_" typed by a user need no escaping.
 * Both sides are already lower-cased (searchTextOf, the service).
 */
function containsText(db: Db, text: string) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<boolean>`strpos(${sql.ref('search_text')}, ${text}) > 0`
    : sql<boolean>`instr(${sql.ref('search_text')}, ${text}) > 0`;
}

/** One page of the catalogue, ordered by name, and how many rows match in all. */
export async function searchExtensions(
  db: Db,
  search: ExtensionSearch,
): Promise<{ rows: ExtensionRecord[]; total: number }> {
  let query = db.selectFrom('extensions');
  if (search.text) {
    query = query.where(containsText(db, search.text));
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
    countRows(query),
  ]);
  return { rows, total: count };
}

export async function findExtension(db: Db, id: string): Promise<ExtensionRecord | undefined> {
  return db.selectFrom('extensions').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ExtensionVersionRecord = Selectable<ExtensionVersionsTable>;

export async function listExtensionVersions(db: Db, id: string): Promise<ExtensionVersionRecord[]> {
  return db.selectFrom('extension_versions').selectAll().where('extension_id', '=', id).execute();
}

/** A publisher's name as first written and their extensions, by the name's look-alike key. */
export async function findPublisherWithExtensions(
  db: Db,
  authorKey: string,
): Promise<{ author: string; extensions: ExtensionRecord[] } | undefined> {
  const publisher = await db
    .selectFrom('publishers')
    .select('author')
    .where('author_key', '=', authorKey)
    .executeTakeFirst();
  if (!publisher) return undefined;
  const extensions = await db
    .selectFrom('extensions')
    .selectAll()
    .where('author_key', '=', authorKey)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return { author: publisher.author, extensions };
}

/** Forgets that a user installed an extension (they uninstalled it); true when there was a record. */
export async function removeInstall(
  db: Kysely<Database>,
  userId: number,
  extensionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_extension_installs')
    .where('user_id', '=', userId)
    .where('extension_id', '=', extensionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
