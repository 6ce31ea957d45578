import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { addMs, hourMs, type Clock } from '../lib/clock';
import { claimDueJob, finishJob, insertJob, type JobRow } from './jobs.repository';

export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface JobQueueOptions {
  /** How often an instance looks for due jobs it was not told about (other instances', retries). */
  pollMs: number;
  /** The first retry waits this long; each further one twice as long as the one before. */
  retryBaseMs: number;
  /** Tries before a job is marked failed. */
  maxAttempts: number;
}

/** No wait between tries grows past this, however many there were. */
const maxRetryDelayMs = hourMs;
/**
 * How long a claimed job belongs to its instance. A run takes seconds (one mail, one clean-up);
 * past this the instance is taken to have died and another one runs the job again.
 */
const lockMs = 10 * 60 * 1000;

/**
 * The job table's worker (docs/architecture.md §12). Every instance runs one: it takes due jobs
 * one at a time, runs the handler registered for the kind, and records the outcome in the
 * database, so a job outlives the instance that queued it. Failures are retried with exponential
 * backoff; after `maxAttempts` the job is marked failed with its last error.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  /** Names this instance in `locked_by`. */
  private readonly worker = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private loop: Promise<void> | undefined;
  /** Work arrived while the loop ran: it looks again before it stops. */
  private again = false;
  private stopped = false;
  /** The last look at the table failed: an outage is logged once, not at every poll. */
  private tableAway = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Stores a job and wakes this instance's worker. With a dedupe key, a second job with the same
   * key is not stored (answer false).
   */
  async enqueue(
    kind: string,
    payload: unknown,
    options: { dedupeKey?: string; runAfter?: Date } = {},
  ): Promise<boolean> {
    const now = this.clock.now();
    const stored = await insertJob(
      this.db,
      {
        kind,
        payload,
        maxAttempts: this.options.maxAttempts,
        runAfter: options.runAfter ?? now,
        ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
      },
      now,
    );
    if (stored) this.wake();
    return stored;
  }

  /** Starts polling; the timer does not keep the process alive on its own. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs every due job now (unless a run is going on, which then looks again before it ends). */
  wake(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = this.runDue().finally(() => {
      this.loop = undefined;
    });
  }

  /** Resolves when no job is running and none is due (tests wait for queued mail with it). */
  async idle(): Promise<void> {
    await this.loop;
    // Looks once more: a job queued while that run was ending may not have been seen.
    this.wake();
    await this.loop;
  }

  /** Stops taking jobs and waits for the one running (shutdown). Jobs left queued wait in the table. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.loop;
  }

  private async runDue(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.runOne()));
        if (this.tableAway) this.log.info('job queue reaches the job table again');
        this.tableAway = false;
      } catch (error) {
        // The database is away: the next poll tries again.
        if (!this.tableAway) this.log.warn({ err: error }, 'job queue cannot reach the job table');
        this.tableAway = true;
        return;
      }
    } while (this.again && !this.stopped);
  }

  /** Claims and runs one due job; false when none was due. */
  private async runOne(): Promise<boolean> {
    const now = this.clock.now();
    const job = await claimDueJob(this.db, this.worker, now, addMs(now, lockMs));
    if (!job) return false;
    const handler = this.handlers.get(job.kind);
    try {
      // A kind this version does not know may be a newer instance's: it counts as a failed try.
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(JSON.parse(job.payload), job);
      // The payload is dropped once the work is done: a mail's may carry a sign-in link.
      await finishJob(this.db, job, { state: 'done', payload: {} }, this.clock.now());
    } catch (error) {
      await this.recordFailure(job, error);
    }
    return true;
  }

  private async recordFailure(job: JobRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const now = this.clock.now();
    if (job.attempts >= job.max_attempts) {
      this.log.error(
        { job: job.id, kind: job.kind, attempts: job.attempts, err: error },
        'job failed',
      );
      await finishJob(this.db, job, { state: 'failed', error: message, payload: {} }, now);
      return;
    }
    const delay = Math.min(this.options.retryBaseMs * 2 ** (job.attempts - 1), maxRetryDelayMs);
    this.log.warn(
      { job: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay, err: error },
      'job failed, will retry',
    );
    await finishJob(
      this.db,
      job,
      { state: 'queued', error: message, runAfter: addMs(now, delay) },
      now,
    );
  }
}
