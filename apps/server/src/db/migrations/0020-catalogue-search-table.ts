import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Search at scale on PostgreSQL, second step (docs/architecture.md §12, "Search at scale";
 * docs/decisions/0018-catalogue-search-table.md). SQLite is unaffected.
 *
 * - `catalogue_search`: the listed extensions (not taken down) with only what a text search
 *   filters and sorts by: id, search_text, the columns of the four orders, the category as listed
 *   (the manifest's, else the entry's own) and is_premium, about 230 bytes a row where a row of
 *   `extensions` is about 400. A common word matches one row in ten, which lands on nearly every
 *   page of the table; a trigram index cannot answer `LIKE` without reading each match's row
 *   again, so the pages read, and the time, halve with the row. It has its own trigram index,
 *   written at once (fastupdate off: no pending list for a search to read through until a vacuum).
 * - Triggers on `extensions` keep it exact in the same transaction as the write: a row inserted,
 *   a change of a searched, sorted or listing column (downloads and ratings included: they are
 *   orders), a takedown or a restore, a delete, a TRUNCATE. The functions name the schema they
 *   were created in (search_path), so a statement typed in psql with another search_path writes
 *   to the same table.
 * - The catalogue's counts of matches are remembered by each server (modules/registry/
 *   catalogue.repository.ts); a statement that adds, removes, takes down or restores an extension,
 *   or changes its text, category or plan, sends `<schema>:catalogue` on the read-invalidation
 *   channel of migration 0019 (db/read-cache.ts), once per statement, at commit. A download count
 *   or a rating changes no count and sends nothing.
 * - `extensions_listed_category_idx`: the listed extensions by the category the catalogue
 *   filters on (`coalesce(listed_category, category)`), with both columns included so a count of
 *   one category reads the index alone; `extensions_listed_idx` (0018) holds `category` only,
 *   and the count of a category read the whole table.
 */
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Where pg_trgm lives (migration 0018 created it); its operator class is named with its schema. */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = found.rows[0]?.schema;
  if (!schema) throw new Error('Migration 0020 needs pg_trgm, which migration 0018 creates');
  return schema;
}

const columns =
  'id, search_text, name, downloads, rating_avg, rating_count, updated_at, category, is_premium';

export const catalogueSearchTableMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!onPostgres(db)) return;
    const trigrams = await trigramSchema(db);
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]?.schema ?? 'public';

    await sql`
      create index extensions_listed_category_idx on extensions
        ((coalesce(listed_category, category))) include (listed_category, category)
        where taken_down_at is null`.execute(db);

    // Fixed-width columns first: a row is read up to search_text for every match.
    // fillfactor 90 leaves room on each page, so a download count's update stays on its page
    // and leaves the indexes alone (a HOT update).
    await sql`
      create table catalogue_search (
        downloads integer not null,
        rating_avg real not null,
        rating_count integer not null,
        is_premium integer not null,
        id text primary key,
        search_text text not null,
        name text not null,
        updated_at text not null,
        category text not null
      ) with (fillfactor = 90)`.execute(db);
    await sql
      .raw(
        `insert into catalogue_search (${columns}) ` +
          `select id, search_text, name, downloads, rating_avg, rating_count, updated_at, ` +
          `coalesce(listed_category, category), is_premium from extensions where taken_down_at is null`,
      )
      .execute(db);
    await sql`
      create index catalogue_search_trgm_idx on catalogue_search
        using gin (search_text ${sql.id(trigrams)}.gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );

    await sql`
      create function catalogue_search_sync() returns trigger language plpgsql
      set search_path = ${sql.id(schema)} as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (new.id <> old.id or new.taken_down_at is not null)) then
          delete from catalogue_search where id = old.id;
        end if;
        if tg_op <> 'DELETE' and new.taken_down_at is null then
          insert into catalogue_search (id, search_text, name, downloads, rating_avg, rating_count,
            updated_at, category, is_premium)
          values (new.id, new.search_text, new.name, new.downloads, new.rating_avg, new.rating_count,
            new.updated_at, coalesce(new.listed_category, new.category), new.is_premium)
          on conflict (id) do update set search_text = excluded.search_text, name = excluded.name,
            downloads = excluded.downloads, rating_avg = excluded.rating_avg,
            rating_count = excluded.rating_count, updated_at = excluded.updated_at,
            category = excluded.category, is_premium = excluded.is_premium;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create function catalogue_search_clear() returns trigger language plpgsql
      set search_path = ${sql.id(schema)} as $$
      begin
        truncate catalogue_search;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger extensions_catalogue_search
      after insert or delete or update of id, search_text, name, downloads, rating_avg, rating_count,
        updated_at, category, listed_category, is_premium, taken_down_at
      on extensions for each row execute function catalogue_search_sync()`.execute(db);
    await sql`
      create trigger extensions_catalogue_search_truncate after truncate on extensions
      for each statement execute function catalogue_search_clear()`.execute(db);

    await sql`
      create function sinyal_invalidate_catalogue() returns trigger language plpgsql as $$
      begin
        perform pg_notify('sinyal_invalidate', tg_table_schema || ':catalogue');
        return null;
      end $$`.execute(db);
    await sql`
      create trigger extensions_invalidate_catalogue
      after insert or delete or update of id, search_text, category, listed_category, is_premium,
        taken_down_at
      on extensions for each statement execute function sinyal_invalidate_catalogue()`.execute(db);
    await sql`
      create trigger extensions_invalidate_catalogue_truncate after truncate on extensions
      for each statement execute function sinyal_invalidate_catalogue()`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (!onPostgres(db)) return;
    await sql`drop trigger if exists extensions_invalidate_catalogue on extensions`.execute(db);
    await sql`drop trigger if exists extensions_invalidate_catalogue_truncate on extensions`.execute(
      db,
    );
    await sql`drop function if exists sinyal_invalidate_catalogue()`.execute(db);
    await sql`drop trigger if exists extensions_catalogue_search on extensions`.execute(db);
    await sql`drop trigger if exists extensions_catalogue_search_truncate on extensions`.execute(
      db,
    );
    await sql`drop function if exists catalogue_search_sync()`.execute(db);
    await sql`drop function if exists catalogue_search_clear()`.execute(db);
    await sql`drop table if exists catalogue_search`.execute(db);
    await sql`drop index if exists extensions_listed_category_idx`.execute(db);
  },
};
