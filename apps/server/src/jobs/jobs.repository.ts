import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { JobState, JobsTable } from '../db/types';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  runAfter: Date;
  /** Set for a job that must exist once per key (a scheduled run); the second insert is dropped. */
  dedupeKey?: string;
}

/** Stores a queued job; false when a job with the same dedupe key already exists. */
export async function insertJob(db: Db, job: NewJob, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      state: 'queued',
      max_attempts: job.maxAttempts,
      run_after: job.runAfter.toISOString(),
      dedupe_key: job.dedupeKey ?? null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Takes the oldest due job for `worker` until `lockedUntil`: a queued job whose time has come, or a
 * running one whose instance stopped before finishing it (its lock ran out). On PostgreSQL the
 * candidate row is locked with SKIP LOCKED, so instances sharing the database never take the same
 * job and never wait for each other; SQLite has one writer, and the update is one statement.
 */
export async function claimDueJob(
  db: Db,
  worker: string,
  now: Date,
  lockedUntil: Date,
): Promise<JobRow | undefined> {
  const at = now.toISOString();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .updateTable('jobs')
    .set({
      state: 'running',
      locked_by: worker,
      locked_until: lockedUntil.toISOString(),
      attempts: sql`attempts + 1`,
      updated_at: at,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('state', '=', 'queued'), w('run_after', '<=', at)]),
            w.and([w('state', '=', 'running'), w('locked_until', '<', at)]),
          ]),
        )
        .orderBy('run_after')
        .orderBy('id')
        .limit(1)
        .$if(postgres, (query) => query.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The end of a run: done, queued again for later, or failed for good. Only the lock holder's row. */
export async function finishJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'locked_by'>,
  outcome: { state: JobState; runAfter?: Date; error?: string; payload?: unknown },
  now: Date,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: outcome.state,
      locked_by: null,
      locked_until: null,
      updated_at: now.toISOString(),
      ...(outcome.runAfter ? { run_after: outcome.runAfter.toISOString() } : {}),
      ...(outcome.error !== undefined ? { last_error: outcome.error } : {}),
      ...(outcome.payload !== undefined ? { payload: JSON.stringify(outcome.payload) } : {}),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.locked_by)
    .execute();
}

/** How many jobs are in each state (the queue depth `/metrics` shows). */
export async function countJobs(db: Db): Promise<Record<JobState, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('state')
    .execute();
  const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

/** Finished jobs last touched before `before` (retention). */
export async function deleteFinishedJobs(
  db: Db,
  state: 'done' | 'failed',
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', state)
    .where('updated_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}
