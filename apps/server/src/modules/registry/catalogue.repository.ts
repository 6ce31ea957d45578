import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ExtensionsTable, ExtensionVersionsTable } from '../../db/types';
import { countRows } from '../../db/count-rows';

type Db = Kysely<Database> | Transaction<Database>;

/** An extension's row and whether the operator verified its publisher. */
export type ExtensionRecord = Selectable<ExtensionsTable> & {
  publisher_verified_at: string | null;
};

/**
 * Extensions the catalogue shows: not taken down (docs/architecture.md §15), each with its
 * publisher's badge.
 */
const listedExtensions = (db: Db) =>
  db
    .selectFrom('extensions')
    .leftJoin('publishers', 'publishers.author_key', 'extensions.author_key')
    .where('extensions.taken_down_at', 'is', null);

const recordColumns = (query: ReturnType<typeof listedExtensions>) =>
  query.selectAll('extensions').select('publishers.verified_at as publisher_verified_at');

export interface ExtensionSearch {
  /** Already lower-cased; matched as a substring of name, description and category. */
  text?: string;
  category?: ExtensionsTable['category'];
  limit: number;
  offset: number;
}

/**
 * search_text contains the text. SQLite: instr, a plain substring test row by row over the covering
 * name indexes (migration 0009), and "%" or "_" typed by a user need no escaping. PostgreSQL: a
 * LIKE '%text%' with the wildcards escaped, which the trigram index of migration 0018 answers for
 * three characters or more (strpos reads every row). Both sides are already lower-cased
 * (searchTextOf, the service).
 */
function containsText(db: Db, text: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<boolean>`${sql.ref('search_text')} like ${pattern}`;
  }
  return sql<boolean>`instr(${sql.ref('search_text')}, ${text}) > 0`;
}

/**
 * A trigram index answers a substring of three characters or more (pg_trgm, migration 0018);
 * shorter ones hold no whole trigram.
 */
const trigramMinimum = 3;

/** One page of the catalogue, ordered by name, and how many rows match in all. */
export async function searchExtensions(
  db: Db,
  search: ExtensionSearch,
): Promise<{ rows: ExtensionRecord[]; total: number }> {
  if (
    search.text &&
    search.text.length >= trigramMinimum &&
    db.getExecutor().adapter instanceof PostgresAdapter
  ) {
    return searchByTrigrams(db, { ...search, text: search.text });
  }
  let query = listedExtensions(db);
  // The count needs no publisher: without the join, PostgreSQL counts the listed extensions from
  // the small partial index of migration 0018 alone (with it, the planner reads the whole table).
  let counted = db.selectFrom('extensions').where('extensions.taken_down_at', 'is', null);
  if (search.text) {
    query = query.where(containsText(db, search.text));
    counted = counted.where(containsText(db, search.text));
  }
  if (search.category) {
    query = query.where('extensions.category', '=', search.category);
    counted = counted.where('extensions.category', '=', search.category);
  }

  const [rows, count] = await Promise.all([
    recordColumns(query)
      .orderBy('extensions.name')
      .orderBy('extensions.id')
      .limit(search.limit)
      .offset(search.offset)
      .execute(),
    countRows(counted),
  ]);
  return { rows, total: count };
}

/**
 * A text search on PostgreSQL: the matches are found once, from the trigram index, then sorted by
 * name and counted in the same pass; only the page's rows are read whole. Left to itself the
 * planner walks the name index and tests every row until a page is full, which for a word that
 * sorts late (70,000 rows before the first "serial" of the benchmark) is slower than finding all
 * the matches; the materialized CTE keeps it from doing so.
 */
async function searchByTrigrams(
  db: Db,
  search: ExtensionSearch & { text: string },
): Promise<{ rows: ExtensionRecord[]; total: number }> {
  const found = await db
    .with(
      (cte) => cte('matches').materialized(),
      (qb) => {
        const matches = qb
          .selectFrom('extensions')
          .select(['extensions.id', 'extensions.name'])
          .where('extensions.taken_down_at', 'is', null)
          .where(containsText(db, search.text));
        return search.category
          ? matches.where('extensions.category', '=', search.category)
          : matches;
      },
    )
    .selectFrom('matches')
    .select(['matches.id', (eb) => eb.fn.countAll<number | string>().over().as('total')])
    .orderBy('matches.name')
    .orderBy('matches.id')
    .limit(search.limit)
    .offset(search.offset)
    .execute();
  if (found.length === 0) {
    // A page past the last match has no row to carry the count.
    const { text, category } = search;
    const total =
      search.offset === 0
        ? 0
        : (await searchExtensions(db, { text, category, limit: 1, offset: 0 })).total;
    return { rows: [], total };
  }
  const rows = await recordColumns(listedExtensions(db))
    .where(
      'extensions.id',
      'in',
      found.map((row) => row.id),
    )
    .orderBy('extensions.name')
    .orderBy('extensions.id')
    .execute();
  return { rows, total: Number(found[0]?.total ?? 0) };
}

/** A listed extension: none when there is no such id or it was taken down. */
export async function findExtension(db: Db, id: string): Promise<ExtensionRecord | undefined> {
  return recordColumns(listedExtensions(db)).where('extensions.id', '=', id).executeTakeFirst();
}

export type ExtensionVersionRecord = Selectable<ExtensionVersionsTable>;

/** The versions the extension's page lists: every one but those taken down. */
export async function listExtensionVersions(db: Db, id: string): Promise<ExtensionVersionRecord[]> {
  return db
    .selectFrom('extension_versions')
    .selectAll()
    .where('extension_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A publisher's name as first written and their extensions, by the name's look-alike key. */
export async function findPublisherWithExtensions(
  db: Db,
  authorKey: string,
): Promise<
  { author: string; verified_at: string | null; extensions: ExtensionRecord[] } | undefined
> {
  const publisher = await db
    .selectFrom('publishers')
    .select(['author', 'verified_at'])
    .where('author_key', '=', authorKey)
    .executeTakeFirst();
  if (!publisher) return undefined;
  const extensions = await recordColumns(listedExtensions(db))
    .where('extensions.author_key', '=', authorKey)
    .orderBy('extensions.name')
    .orderBy('extensions.id')
    .execute();
  return { author: publisher.author, verified_at: publisher.verified_at, extensions };
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
