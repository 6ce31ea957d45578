import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { testDatabase } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
// catalogue_search (migration 0020) is the catalogue's narrow copy the text search reads.
const trigramIndexes = [
  'catalogue_search_trgm_idx',
  'extensions_search_trgm_idx',
  'users_email_trgm_idx',
  'users_username_trgm_idx',
];

test('on PostgreSQL the catalogue and account search columns get trigram (GIN) indexes, and listed extensions a partial one; SQLite none', async () => {
  if (testDatabase().kind === 'postgres') {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and indexname like '%trgm%' order by indexname`.execute(
      t.db,
    );
    expect(rows.map((row) => row.indexname)).toEqual(trigramIndexes);
    for (const row of rows) expect(row.indexdef).toMatch(/USING gin \(\w+ \w+\.gin_trgm_ops\)/);
    const listed = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes
      where schemaname = current_schema() and indexname = 'extensions_listed_idx'`.execute(t.db);
    expect(listed.rows[0]?.indexdef).toMatch(/\(category\) WHERE \(taken_down_at IS NULL\)/);
  } else {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'index' and name like '%trgm%'`.execute(t.db);
    expect(rows).toEqual([]);
  }
});
