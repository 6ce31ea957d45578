import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { JobQueue } from './job-queue';
import { countJobs, findJob } from './jobs.repository';

// The app's own worker is told to poll rarely, so only the queues made here take these jobs.
const t = useTestApp({ env: { JOB_POLL_INTERVAL_MS: '600000' } });
// The retention run it queues at start is over before these tests queue their own kinds.
beforeAll(() => t.app.sinyal.jobs.idle());
const quietLog = { warn: () => {}, error: () => {}, info: () => {} } as never;

function queue(options: Partial<{ retryBaseMs: number; maxAttempts: number }> = {}) {
  return new JobQueue(t.db, t.clock, quietLog, {
    pollMs: 600_000,
    retryBaseMs: options.retryBaseMs ?? 1000,
    maxAttempts: options.maxAttempts ?? 3,
  });
}

async function jobId(kind: string): Promise<number> {
  const row = await t.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('job queue', () => {
  test('a job runs once, and its payload is dropped when done', async () => {
    const jobs = queue();
    const seen: unknown[] = [];
    jobs.register('note', async (payload) => {
      seen.push(payload);
    });
    await jobs.enqueue('note', { secret: 'link' });
    await jobs.idle();
    await jobs.idle();
    expect(seen).toEqual([{ secret: 'link' }]);
    const job = await findJob(t.db, await jobId('note'));
    expect(job).toMatchObject({ state: 'done', attempts: 1, payload: '{}', locked_by: null });
  });

  test('a failing job is retried with exponential backoff, then marked failed', async () => {
    const jobs = queue({ retryBaseMs: 1000, maxAttempts: 3 });
    let tries = 0;
    jobs.register('flaky', async () => {
      tries += 1;
      throw new Error(`down ${tries}`);
    });
    await jobs.enqueue('flaky', {});
    await jobs.idle();
    const id = await jobId('flaky');
    const first = await findJob(t.db, id);
    expect(first).toMatchObject({ state: 'queued', attempts: 1, last_error: 'down 1' });
    expect(Date.parse(first!.run_after) - t.clock.now().getTime()).toBe(1000);

    // Not due yet: nothing runs.
    t.clock.advance(999);
    await jobs.idle();
    expect(tries).toBe(1);
    t.clock.advance(1);
    await jobs.idle();
    const second = await findJob(t.db, id);
    expect(second).toMatchObject({ state: 'queued', attempts: 2, last_error: 'down 2' });
    expect(Date.parse(second!.run_after) - t.clock.now().getTime()).toBe(2000);

    t.clock.advance(2000);
    await jobs.idle();
    expect(await findJob(t.db, id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'down 3',
      payload: '{}',
    });
    t.clock.advance(60_000);
    await jobs.idle();
    expect(tries).toBe(3);
  });

  test('two workers never take the same job; a dead worker’s job is taken over after its lock', async () => {
    const first = queue();
    const second = queue();
    let runs = 0;
    let release = () => {};
    let started = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = new Promise<void>((resolve) => (started = resolve));
    first.register('slow', async () => {
      runs += 1;
      started();
      await held;
    });
    second.register('slow', async () => {
      runs += 1;
    });
    await first.enqueue('slow', {});
    await running;
    // The first worker holds the job; the second finds nothing due.
    await second.idle();
    expect(runs).toBe(1);
    // The first worker "dies": its lock runs out and the second one runs the job again.
    t.clock.advance(10 * 60 * 1000 + 1);
    await second.idle();
    expect(runs).toBe(2);
    const id = await jobId('slow');
    expect(await findJob(t.db, id)).toMatchObject({ state: 'done', attempts: 2 });
    // The late finish of the first worker changes nothing: it no longer holds the lock.
    release();
    await first.idle();
    expect(await findJob(t.db, id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  test('two workers draining the same queue at once run each job exactly once', async () => {
    const runs = new Map<number, number>();
    const workers = [queue(), queue(), queue()];
    for (const worker of workers) {
      worker.register('many', async (payload) => {
        const n = (payload as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
    }
    for (let n = 0; n < 30; n += 1) await workers[n % 3]!.enqueue('many', { n });
    await Promise.all(workers.map((worker) => worker.idle()));
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  test('a dedupe key stores a job once', async () => {
    const jobs = queue();
    jobs.register('once', async () => {});
    expect(await jobs.enqueue('once', {}, { dedupeKey: 'once:1' })).toBe(true);
    expect(await jobs.enqueue('once', {}, { dedupeKey: 'once:1' })).toBe(false);
    const rows = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'once').execute();
    expect(rows).toHaveLength(1);
    await jobs.idle();
  });

  test('countJobs gives the queue depth by state', async () => {
    const jobs = queue();
    await jobs.enqueue('waiting', {}, { runAfter: new Date(t.clock.now().getTime() + 60_000) });
    const counts = await countJobs(t.db);
    expect(counts.queued).toBeGreaterThanOrEqual(1);
    expect(Object.keys(counts).sort()).toEqual(['done', 'failed', 'queued', 'running']);
  });
});
