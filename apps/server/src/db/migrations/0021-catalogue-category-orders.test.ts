import { Migrator, sql } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { createTestStorage, testDatabase } from '../../test/test-app';
import { openDatabase, type Db } from '../database';
import { migrations } from './index';

/**
 * The catalogue's filter of a group reads `category` alone since 0021, so the upgrade puts every
 * extension's `category` in step with the category its manifest lists (Visualization, or Recorder
 * for a DataSource or a Processing step), and PostgreSQL refuses a write that puts them out of
 * step again.
 */
const storage = await createTestStorage('sinyal-migration-0021-');
const config = loadConfig(storage.env);
let db: Db | undefined;

afterAll(async () => {
  await db?.destroy();
  await storage.drop();
});

test('0021 puts each category in step with the one listed, adds the orders by category, and goes back down', async () => {
  const opened = await openDatabase(config);
  db = opened;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(config.databaseSchema ? { migrationTableSchema: config.databaseSchema } : {}),
  });
  expect((await migrator.migrateTo('0020-catalogue-search-table')).error).toBeUndefined();

  const at = '2025-09-01T00:00:00.000Z';
  // [id, category, listed_category]: two out of step, one in step, one without a manifest.
  const rows: Array<[string, string, string | null]> = [
    ['chart-listed-as-recorder', 'Recorder', 'Visualization'],
    ['source-listed-as-chart', 'Visualization', 'DataSource'],
    ['steady-step', 'Recorder', 'Processing'],
    ['old-entry', 'Visualization', null],
  ];
  for (const [id, category, listed] of rows) {
    await sql`insert into extensions (id, name, description, author, category, listed_category,
      mode, os, latest_version, search_text, created_at, updated_at)
      values (${id}, ${id}, 'Test.', 'Tester', ${category}, ${listed}, 'lite', 'Linux', '1.0.0',
        ${id}, ${at}, ${at})`.execute(opened);
  }

  expect((await migrator.migrateTo('0021-catalogue-category-orders')).error).toBeUndefined();
  const after = await sql<{ id: string; category: string; listed_category: string | null }>`
    select id, category, listed_category from extensions order by id`.execute(opened);
  expect(after.rows).toEqual([
    { id: 'chart-listed-as-recorder', category: 'Visualization', listed_category: 'Visualization' },
    { id: 'old-entry', category: 'Visualization', listed_category: null },
    { id: 'source-listed-as-chart', category: 'Recorder', listed_category: 'DataSource' },
    { id: 'steady-step', category: 'Recorder', listed_category: 'Processing' },
  ]);

  const indexes =
    testDatabase().kind === 'postgres'
      ? await sql<{ name: string }>`
          select indexname as name from pg_indexes
          where schemaname = current_schema() and indexname like 'extensions_category_%_order_idx'
          order by indexname`.execute(opened)
      : await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'index' and name like 'extensions_category_%_order_idx' order by name`.execute(
          opened,
        );
  expect(indexes.rows.map((row) => row.name)).toEqual([
    'extensions_category_downloads_order_idx',
    'extensions_category_name_order_idx',
    'extensions_category_rating_order_idx',
    'extensions_category_updated_order_idx',
  ]);

  if (testDatabase().kind === 'postgres') {
    await expect(
      sql`update extensions set category = 'Recorder' where id = 'chart-listed-as-recorder'`.execute(
        opened,
      ),
    ).rejects.toThrow(/extensions_category_group_check/);
    // An entry without a manifest keeps whichever category it has.
    await sql`update extensions set category = 'Recorder' where id = 'old-entry'`.execute(opened);
  }

  expect((await migrator.migrateTo('0020-catalogue-search-table')).error).toBeUndefined();
  const back =
    testDatabase().kind === 'postgres'
      ? await sql<{ name: string }>`
          select indexname as name from pg_indexes
          where schemaname = current_schema() and indexname like 'extensions_category_%_order_idx'`.execute(
          opened,
        )
      : await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'index' and name like 'extensions_category_%_order_idx'`.execute(opened);
  expect(back.rows).toEqual([]);
});
