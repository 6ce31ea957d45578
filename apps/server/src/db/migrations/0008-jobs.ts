import type { Kysely, Migration } from 'kysely';
import { col, columns, createIndex, idColumn } from '../migration-helpers';

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
      .$call(columns('text', col.required, 'kind', 'payload', 'state'))
      .addColumn('attempts', 'integer', col.zeroByDefault)
      .addColumn('max_attempts', 'integer', col.required)
      .addColumn('run_after', 'text', col.required)
      .$call(columns('text', col.nullable, 'last_error', 'locked_by', 'locked_until'))
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .$call(columns('text', col.required, 'created_at', 'updated_at'))
      .execute();
    // The worker's question: which queued jobs are due, oldest first.
    await createIndex(db, 'jobs_due_idx', 'jobs', ['state', 'run_after']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
