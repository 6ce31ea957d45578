import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ExtensionSort } from '@sinyal/contracts/extensions-api';
import type { Database, ExtensionsTable, ExtensionVersionsTable } from '../../db/types';
import { type ExtensionCategory } from '@sinyal/contracts/extension-catalog';
import { catalogCategoryOf, categoriesFoundBy } from '@sinyal/contracts/extension-manifest';
import { countRows } from '../../db/count-rows';
import { invalidatedRead } from '../../db/database';
import { catalogueScope } from '../../db/read-cache';

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
  category?: ExtensionCategory;
  /** Only extensions that need a paid plan (true) or none (false). */
  premium?: boolean;
  sort: ExtensionSort;
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

/** The listed extensions alone, without their publishers: what a search filters and counts. */
const listedOnly = (db: Db) =>
  db.selectFrom('extensions').where('extensions.taken_down_at', 'is', null);

/**
 * Each order by the columns of its index (migration 0017), the id last: rows that tie keep one
 * place, so consecutive pages neither repeat nor skip one.
 */
const orders: Record<
  ExtensionSort,
  Array<
    [column: 'name' | 'downloads' | 'rating_avg' | 'rating_count' | 'updated_at', 'asc' | 'desc']
  >
> = {
  name: [['name', 'asc']],
  downloads: [['downloads', 'desc']],
  rating: [
    ['rating_avg', 'desc'],
    ['rating_count', 'desc'],
  ],
  updated: [['updated_at', 'desc']],
};

/**
 * A query put in the order asked, by the columns of `table` (the extensions, or their search
 * table on PostgreSQL), the id last.
 */
function inOrder<Q extends { orderBy: (...args: never[]) => unknown }>(
  query: Q,
  sort: ExtensionSort,
  table: 'extensions' | 'catalogue_search',
): Q {
  type OrderBy = (column: string, direction: 'asc' | 'desc') => Q;
  let ordered = query;
  for (const [column, direction] of orders[sort]) {
    ordered = (ordered.orderBy as unknown as OrderBy).call(
      ordered,
      `${table}.${column}`,
      direction,
    );
  }
  return (ordered.orderBy as unknown as OrderBy).call(ordered, `${table}.id`, 'asc');
}

/**
 * A trigram index answers a substring of three characters or more (pg_trgm, migration 0018);
 * shorter ones hold no whole trigram.
 */
const trigramMinimum = 3;

type MatchFilter = Pick<ExtensionSearch, 'text' | 'category' | 'premium'>;

const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * On PostgreSQL a text of three characters or more is matched in `catalogue_search` (migration
 * 0020): the listed extensions' searched and sorted columns alone, half the width of an extensions
 * row, kept by triggers, with its own trigram index. A common word matches rows on nearly every
 * page, and a trigram index needs each match's row read again to test the text, so the narrower
 * row halves the pages read. The table has no index in any order, so the planner cannot walk one
 * testing every row until a page is full (for a word that sorts late, 70,000 rows of the benchmark
 * before the first match): it finds the matches through the trigram index and keeps the page's.
 */
function searchesTable(db: Db, filter: MatchFilter): boolean {
  return (filter.text?.length ?? 0) >= trigramMinimum && onPostgres(db);
}

/** The listed extensions of the filter, from catalogue_search (searchesTable). */
function tableMatches(db: Db, filter: MatchFilter) {
  let matching = db.selectFrom('catalogue_search');
  if (filter.text) matching = matching.where(containsText(db, filter.text));
  if (filter.category)
    matching = matching.where(
      'catalogue_search.category',
      'in',
      categoriesFoundBy(filter.category),
    );
  if (filter.premium !== undefined)
    matching = matching.where('catalogue_search.is_premium', '=', filter.premium ? 1 : 0);
  return matching;
}

/** The `category` column of every extension a filter finds: Recorder or Visualization. */
function catalogueGroupOf(category: ExtensionCategory): ExtensionsTable['category'] {
  return category === 'Recorder' || category === 'Visualization'
    ? category
    : catalogCategoryOf[category];
}

/** The listed extensions of the filter, from extensions: SQLite, and no or a short text. */
function extensionMatches(db: Db, filter: MatchFilter) {
  let matching = listedOnly(db);
  if (filter.text) matching = matching.where(containsText(db, filter.text));
  if (filter.category) {
    // Every category a filter finds lies within one `category`, its group (catalogCategoryOf;
    // migration 0021 holds the two columns in step), so a group's filter reads that column alone:
    // its page is then a range of migration 0021's index of the order, read without the rows. A
    // manifest's own category (DataSource, Processing) is then told apart by the category listed,
    // the manifest's where there is one (migration 0016); on PostgreSQL migration 0020's index of
    // that expression counts it, and migration 0021's statistics of it guide the planner.
    const group = catalogueGroupOf(filter.category);
    matching = matching.where('extensions.category', '=', group);
    if (filter.category !== group)
      matching = matching.where(
        (eb) => eb.fn.coalesce('extensions.listed_category', 'extensions.category'),
        'in',
        categoriesFoundBy(filter.category),
      );
  }
  if (filter.premium !== undefined)
    matching = matching.where('extensions.is_premium', '=', filter.premium ? 1 : 0);
  return matching;
}

const counters = new WeakMap<Db, (values: readonly unknown[]) => Promise<number | undefined>>();

/**
 * How many listed extensions match. A common word's count reads ten thousand rows of the
 * benchmark, and everything's an index of all of them, while the answer changes only when an
 * extension is added, removed, taken down or restored, or its text, category or plan changes. On a
 * PostgreSQL server each count is therefore remembered, per instance, until migration 0020's
 * trigger or this process's own write says the catalogue changed (db/read-cache.ts, while the
 * invalidation channel listens; never when it is down). Downloads and ratings, which change often,
 * change no count and forget nothing. SQLite, a transaction and the CLI count every time.
 */
function countMatches(db: Db, filter: MatchFilter): Promise<number> {
  let counter = counters.get(db);
  if (!counter) {
    counter = invalidatedRead(
      db,
      async ([text, category, premium]) => {
        const stored: MatchFilter = {
          ...(typeof text === 'string' ? { text } : {}),
          ...(typeof category === 'string' ? { category: category as ExtensionCategory } : {}),
          ...(typeof premium === 'boolean' ? { premium } : {}),
        };
        return countRows(
          searchesTable(db, stored) ? tableMatches(db, stored) : extensionMatches(db, stored),
        );
      },
      { ownerOf: () => catalogueScope },
    );
    counters.set(db, counter);
  }
  return counter([filter.text ?? null, filter.category ?? null, filter.premium ?? null]).then(
    (count) => count ?? 0,
  );
}

/**
 * The ids of one page in the order asked, without the cards' columns: an order's partial index
 * holds every listed row in order, so skipping to a deep page reads the index only; a text on
 * PostgreSQL reads catalogue_search (above).
 */
function pageIdsOf(db: Db, search: ExtensionSearch) {
  if (searchesTable(db, search))
    return inOrder(
      tableMatches(db, search).select('catalogue_search.id'),
      search.sort,
      'catalogue_search',
    )
      .limit(search.limit)
      .offset(search.offset);
  return inOrder(extensionMatches(db, search).select('extensions.id'), search.sort, 'extensions')
    .limit(search.limit)
    .offset(search.offset);
}

/**
 * Orders that change only with a write the catalogue's notification announces (migration 0021):
 * a name, or the time a version was published. Downloads and ratings move every moment.
 */
const rememberedOrders: ReadonlySet<ExtensionSort> = new Set<ExtensionSort>(['name', 'updated']);

// A page holds at most 100 ids: 2,000 pages stay within a few megabytes.
const rememberedPagesMax = 2_000;
const pageReaders = new WeakMap<
  Db,
  (values: readonly unknown[]) => Promise<string[] | undefined>
>();

/**
 * A page's ids in name order or by update, remembered per instance on a PostgreSQL server until
 * the catalogue changes, like the counts (countMatches). The searches people repeat, a common word
 * in the default order first, are then answered without reading their thousands of matches again
 * (docs/decisions/0020-category-orders-and-remembered-pages.md). The cards themselves are read
 * every time, so their downloads and ratings are current.
 */
async function rememberedPageIds(db: Db, search: ExtensionSearch): Promise<string[]> {
  let reader = pageReaders.get(db);
  if (!reader) {
    reader = invalidatedRead(
      db,
      async ([text, category, premium, sort, limit, offset]) => {
        const stored: ExtensionSearch = {
          ...(typeof text === 'string' ? { text } : {}),
          ...(typeof category === 'string' ? { category: category as ExtensionCategory } : {}),
          ...(typeof premium === 'boolean' ? { premium } : {}),
          sort: sort as ExtensionSort,
          limit: Number(limit),
          offset: Number(offset),
        };
        const rows = await pageIdsOf(db, stored).execute();
        return rows.map((row) => row.id);
      },
      { ownerOf: () => catalogueScope, maxEntries: rememberedPagesMax },
    );
    pageReaders.set(db, reader);
  }
  const ids = await reader([
    search.text ?? null,
    search.category ?? null,
    search.premium ?? null,
    search.sort,
    search.limit,
    search.offset,
  ]);
  return ids ?? [];
}

/**
 * One page of the catalogue in the order asked, and how many rows match in all, asked at the same
 * time (the count often from memory, countMatches). The page's ids are found first (pageIdsOf)
 * and the cards are then read for those ids alone, so a deep page costs no more than the first: in
 * one statement, or in two when the ids come from memory (rememberedPageIds).
 */
export async function searchExtensions(
  db: Db,
  search: ExtensionSearch,
): Promise<{ rows: ExtensionRecord[]; total: number }> {
  const cardsOf = (ids: ReturnType<typeof pageIdsOf> | string[]) =>
    inOrder(
      recordColumns(listedExtensions(db)).where('extensions.id', 'in', ids),
      search.sort,
      'extensions',
    ).execute();
  if (onPostgres(db) && rememberedOrders.has(search.sort)) {
    const [ids, total] = await Promise.all([
      rememberedPageIds(db, search),
      countMatches(db, search),
    ]);
    return { rows: ids.length > 0 ? await cardsOf(ids) : [], total };
  }
  const [rows, total] = await Promise.all([
    cardsOf(pageIdsOf(db, search)),
    countMatches(db, search),
  ]);
  return { rows, total };
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
