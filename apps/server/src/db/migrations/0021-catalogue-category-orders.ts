import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * A category's page in each order, and pages remembered until the catalogue changes
 * (docs/decisions/0020-category-orders-and-remembered-pages.md).
 *
 * - `category` is the group of the category listed (catalogCategoryOf: Visualization for a
 *   Visualization, Recorder for a DataSource or a Processing step), as the publishing code has
 *   always written it; the catalogue's filter of a group now reads `category` alone and relies on
 *   it. Rows out of step are put in step, and PostgreSQL holds every writer to it (a CHECK).
 * - Each order again, behind `category` (Recorder or Visualization, the group a manifest's category
 *   belongs to: catalogCategoryOf), over the listed extensions only. A category's page walked the
 *   order of everything and skipped the other category's rows: when the catalogue's first twenty
 *   thousand names were all recorders, the first page of visualizations read all of them (26 ms at
 *   100,000 extensions). Within one category an order is a range of one index.
 * - PostgreSQL: statistics of `coalesce(listed_category, category)`, the category a manifest names,
 *   which the filters of DataSource and Processing test. Without them the planner guesses one row
 *   in two hundred, and it cannot read migration 0020's index of the expression for them, being
 *   partial. With them it knows whether walking an order or sorting that category's rows is cheaper.
 * - PostgreSQL: the catalogue's notification (migration 0020) also for a change of the name or of
 *   the time of the last update. The pages in name order and by update are remembered per instance
 *   now, and those columns are their order. Both change only when a version is published.
 */
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const categoryOrders: Array<[name: string, columns: string[]]> = [
  ['extensions_category_downloads_order_idx', ['category', 'downloads desc', 'id']],
  [
    'extensions_category_rating_order_idx',
    ['category', 'rating_avg desc', 'rating_count desc', 'id'],
  ],
  ['extensions_category_updated_order_idx', ['category', 'updated_at desc', 'id']],
  ['extensions_category_name_order_idx', ['category', 'name', 'id']],
];

/** Columns whose change may change a count or a remembered page (migration 0020 plus 0021's). */
const notifyingColumns = (withPageOrders: boolean) =>
  [
    'id',
    'search_text',
    'category',
    'listed_category',
    'is_premium',
    'taken_down_at',
    ...(withPageOrders ? ['name', 'updated_at'] : []),
  ].join(', ');

async function notifyOn(db: Kysely<unknown>, withPageOrders: boolean) {
  await sql`drop trigger if exists extensions_invalidate_catalogue on extensions`.execute(db);
  await sql
    .raw(
      `create trigger extensions_invalidate_catalogue after insert or delete or update of ` +
        `${notifyingColumns(withPageOrders)} on extensions for each statement ` +
        `execute function sinyal_invalidate_catalogue()`,
    )
    .execute(db);
}

/** Expression statistics arrived in PostgreSQL 14; an older server plans without them. */
async function hasExpressionStatistics(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`
    select current_setting('server_version_num') as version`.execute(db);
  return Number(rows[0]?.version ?? 0) >= 140000;
}

const groupOfListed = sql`case when listed_category = 'Visualization' then 'Visualization' else 'Recorder' end`;

export const catalogueCategoryOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      update extensions set category = ${groupOfListed}
      where listed_category is not null and category <> ${groupOfListed}`.execute(db);
    for (const [name, columns] of categoryOrders) {
      await db.schema
        .createIndex(name)
        .on('extensions')
        .columns(columns)
        .where(sql.ref('taken_down_at'), 'is', null)
        .execute();
    }
    if (!onPostgres(db)) return;
    await sql`
      alter table extensions add constraint extensions_category_group_check
      check (listed_category is null or category = ${groupOfListed})`.execute(db);
    if (await hasExpressionStatistics(db)) {
      await sql`
        create statistics extensions_listed_category_stats
        on (coalesce(listed_category, category)) from extensions`.execute(db);
      await sql`analyze extensions`.execute(db);
    }
    await notifyOn(db, true);
  },

  async down(db: Kysely<unknown>) {
    if (onPostgres(db)) {
      await notifyOn(db, false);
      await sql`drop statistics if exists extensions_listed_category_stats`.execute(db);
      await sql`
        alter table extensions drop constraint if exists extensions_category_group_check`.execute(
        db,
      );
    }
    for (const [name] of categoryOrders) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
  },
};
