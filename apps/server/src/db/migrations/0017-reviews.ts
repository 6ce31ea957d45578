import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col, createIndex, dropColumns, idColumn } from '../migration-helpers';

/**
 * Reviews, ratings and the catalogue's orders (docs/architecture.md §19):
 * - extension_reviews: one per account and extension; the owner's one reply; hidden_at when an
 *   operator took the review down from a report (it stays for the record, out of every list).
 * - extensions.rating_avg / rating_count: the aggregate of the visible reviews, written in the
 *   same transaction as the review, so a catalogue page sorts by plain columns.
 * - An index per catalogue order, each ending in the id, the tie-break that keeps pages stable;
 *   one for the publisher's downloads per day.
 * - extension_reports gains review_id and the review reasons (spam, abuse): review reports join
 *   the operators' one queue. SQLite cannot change a CHECK in place, so the table is made again
 *   (same rows, same ids) on both databases.
 */

const extensionReasons = ['malware', 'impersonation', 'broken', 'other'];
const reviewReasons = ['spam', 'abuse', 'other'];

async function makeReportsTable(db: Kysely<unknown>, name: string, withReviews: boolean) {
  const reasons = withReviews
    ? [...new Set([...extensionReasons, ...reviewReasons])]
    : extensionReasons;
  let table = db.schema
    .createTable(name)
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('extension_id', 'text', col.required)
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in (${sql.join(reasons.map((reason) => sql.lit(reason)))})`),
    )
    .addColumn('detail', 'text', col.required)
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'resolved')`),
    )
    .addColumn('created_at', 'text', col.required)
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('dismiss', 'takedown')`))
    .addColumn('note', 'text');
  if (withReviews) {
    // A review its author deletes takes its reports along: nothing is left to moderate.
    table = table.addColumn('review_id', 'integer', (c) =>
      c.references('extension_reviews.id').onDelete('cascade'),
    );
  }
  await table.execute();
}

/** Makes extension_reports again, with or without review reports, keeping rows and ids. */
async function remakeReports(db: Kysely<unknown>, withReviews: boolean) {
  const columns = [
    'id',
    'extension_id',
    'reporter_id',
    'reason',
    'detail',
    'status',
    'created_at',
    'resolved_at',
    'resolved_by',
    'resolution',
    'note',
  ];
  await makeReportsTable(db, 'extension_reports_next', withReviews);
  const list = sql.join(columns.map((column) => sql.id(column)));
  // Going back, a review report has no place in the old table.
  const kept = withReviews ? sql`` : sql` where review_id is null`;
  await sql`insert into extension_reports_next (${list}) select ${list} from extension_reports${kept}`.execute(
    db,
  );
  await db.schema.dropTable('extension_reports').execute();
  await db.schema.alterTable('extension_reports_next').renameTo('extension_reports').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The rows kept their ids: the identity carries on after the highest.
    await sql`select setval(pg_get_serial_sequence('extension_reports', 'id'), coalesce((select max(id) from extension_reports), 0) + 1, false)`.execute(
      db,
    );
  }
  await createIndex(db, 'extension_reports_status_idx', 'extension_reports', [
    'status',
    'created_at',
  ]);
  await createIndex(db, 'extension_reports_reporter_idx', 'extension_reports', [
    'reporter_id',
    'created_at',
  ]);
  await createIndex(db, 'extension_reports_extension_idx', 'extension_reports', [
    'extension_id',
    'status',
  ]);
  if (withReviews) {
    await createIndex(db, 'extension_reports_review_idx', 'extension_reports', ['review_id']);
  }
}

/** Most downloaded, best rated (average, then count), newest, A–Z; each ends in the id. */
const catalogueOrders: Array<[name: string, columns: string[]]> = [
  ['extensions_downloads_order_idx', ['downloads desc', 'id']],
  ['extensions_rating_order_idx', ['rating_avg desc', 'rating_count desc', 'id']],
  ['extensions_updated_order_idx', ['updated_at desc', 'id']],
  ['extensions_name_order_idx', ['name', 'id']],
];

export const reviewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('extension_reviews')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('extension_id', 'text', (c) =>
        c.notNull().references('extensions.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', col.userRef)
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('text', 'text', col.required)
      .addColumn('created_at', 'text', col.required)
      .addColumn('updated_at', 'text', col.required)
      .addColumn('reply_text', 'text')
      .addColumn('reply_at', 'text')
      .addColumn('hidden_at', 'text')
      .addColumn('hidden_reason', 'text')
      .addUniqueConstraint('extension_reviews_one_per_account', ['extension_id', 'user_id'])
      .execute();
    await createIndex(db, 'extension_reviews_recent_idx', 'extension_reviews', [
      'extension_id',
      'created_at desc',
      'id',
    ]);
    await createIndex(db, 'extension_reviews_user_idx', 'extension_reviews', ['user_id']);

    await addColumns(db, 'extensions', [
      ['rating_avg', 'real', col.zeroByDefault],
      ['rating_count', 'integer', col.zeroByDefault],
    ]);
    // The catalogue's orders, over the listed extensions only (partial indexes): a page's ids are
    // read from the index alone, however deep the page.
    for (const [name, columns] of catalogueOrders) {
      await db.schema
        .createIndex(name)
        .on('extensions')
        .columns(columns)
        .where(sql.ref('taken_down_at'), 'is', null)
        .execute();
    }

    // The publisher's 90-day chart reads one extension's days across its versions.
    await createIndex(db, 'extension_downloads_day_idx', 'extension_downloads', [
      'extension_id',
      'day',
    ]);

    await remakeReports(db, true);
  },

  async down(db: Kysely<unknown>) {
    await remakeReports(db, false);
    await db.schema.dropIndex('extension_reports_extension_idx').ifExists().execute();
    for (const index of ['extension_downloads_day_idx', ...catalogueOrders.map(([name]) => name)]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await dropColumns(db, 'extensions', ['rating_count', 'rating_avg']);
    await db.schema.dropTable('extension_reviews').execute();
  },
};
