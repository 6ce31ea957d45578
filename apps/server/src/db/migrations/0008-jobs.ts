import type { Kysely, Migration } from 'kysely';
import { createIndex, idColumn, zeroByDefault } from '../migration-helpers';

/**
 * Background work (docs/architecture.md §12): one row per job, claimed by whichever instance gets
 * to it first (`locked_by`, `locked_until`), retried with backoff until `max_attempts`.
 * `dedupe_key` is unique, so a scheduled job (retention) that several instances enqueue for the
 * same period is inserted once; NULL for jobs that may repeat (mail).
 */
export const jobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', zeroByDefault)
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('run_after', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The worker's question: which queued jobs are due, oldest first.
    await createIndex(db, 'jobs_due_idx', 'jobs', ['state', 'run_after']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
