import type { FastifyBaseLogger } from 'fastify';
import type { RetentionSettings } from '../config';
import type { Db } from '../db/database';
import { dayMs, type Clock } from '../lib/clock';
import type { JobQueue } from './job-queue';
import { deleteFinishedJobs } from './jobs.repository';
import {
  deleteApiRequests,
  deleteBillingEvents,
  deleteDeviceAuthorizations,
  deleteEndedLinks,
  deleteEndedSessions,
  deleteExpiredInvoices,
  deleteLoginEvents,
  deleteUnverifiedAccounts,
} from './retention.repository';

export const retentionJobKind = 'retention';

/** "API Calls (30d)" counts the last 30 days of `api_requests`; a day more is kept. */
export const apiRequestsDays = 31;
/** Finished jobs: done ones are kept a week (for a look at what ran), failed ones a month. */
export const doneJobsDays = 7;
export const failedJobsDays = 30;

/**
 * Removes what is past its period (docs/architecture.md §12), rule by rule; answers how many rows
 * each rule removed. Every rule is a plain delete by time, so a second run (another instance, a
 * retry) removes nothing more.
 */
export async function runRetention(
  db: Db,
  settings: RetentionSettings,
  now: Date,
): Promise<Record<string, number>> {
  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  const iso = (days: number) => ago(days).toISOString();
  return {
    sessions: await deleteEndedSessions(db, iso(settings.graceDays)),
    links: await deleteEndedLinks(db, iso(settings.graceDays)),
    deviceCodes: await deleteDeviceAuthorizations(db, iso(settings.graceDays)),
    loginEvents: await deleteLoginEvents(db, iso(settings.loginEventsDays)),
    apiRequests: await deleteApiRequests(db, iso(apiRequestsDays)),
    billingEvents: await deleteBillingEvents(db, iso(settings.billingEventsDays)),
    unverifiedAccounts: await deleteUnverifiedAccounts(db, iso(settings.unverifiedDays)),
    invoices: await deleteExpiredInvoices(db, now.toISOString()),
    doneJobs: await deleteFinishedJobs(db, 'done', ago(doneJobsDays)),
    failedJobs: await deleteFinishedJobs(db, 'failed', ago(failedJobsDays)),
  };
}

/**
 * Runs the clean-up every `intervalMs` through the job table, from `start()` on. Each instance's
 * timer enqueues the run of the current period under one dedupe key ("retention:<period start>"),
 * so however many instances share the database, one job per period is stored and one instance
 * runs it.
 */
export function scheduleRetention(
  jobs: JobQueue,
  db: Db,
  clock: Clock,
  settings: RetentionSettings,
  log: FastifyBaseLogger,
): { start(): void; stop(): void } {
  jobs.register(retentionJobKind, async () => {
    const removed = await runRetention(db, settings, clock.now());
    log.info({ removed }, 'retention run');
  });
  const enqueue = () => {
    const now = clock.now().getTime();
    const period = new Date(now - (now % settings.intervalMs)).toISOString();
    jobs
      .enqueue(retentionJobKind, {}, { dedupeKey: `${retentionJobKind}:${period}` })
      .catch((error: unknown) => log.warn({ err: error }, 'could not schedule the retention run'));
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      enqueue();
      timer = setInterval(enqueue, settings.intervalMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
