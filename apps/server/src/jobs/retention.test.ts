import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { dayMs } from '../lib/clock';
import { useTestApp } from '../test/use-test-app';
import { runRetention } from './retention';

// Each rule is checked on both sides of its period, with rows dated against the test clock.
const t = useTestApp({ env: { JOB_POLL_INTERVAL_MS: '600000' } });
// The app's own run at start is over before the rows of these tests are written.
beforeAll(() => t.app.sinyal.jobs.idle());

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();
const run = () => runRetention(t.db, t.config.retention, t.clock.now());
const hash = () => randomBytes(16).toString('hex');

async function newSession(
  userId: number,
  values: { expires_at?: string | null; revoked_at?: string | null },
) {
  const row = await t.db
    .insertInto('sessions')
    .values({
      token_hash: hash(),
      user_id: userId,
      kind: 'session',
      created_at: ago(60 * dayMs),
      expires_at: values.expires_at ?? null,
      revoked_at: values.revoked_at ?? null,
      last_used_at: null,
      ip: null,
      user_agent: null,
      name: null,
      scopes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function ids(
  table:
    | 'sessions'
    | 'login_events'
    | 'api_requests'
    | 'email_tokens'
    | 'device_authorizations'
    | 'jobs',
  wanted: number[],
) {
  const rows = await t.db.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function newApiRequest(sessionId: number, userId: number, createdAt: string) {
  const row = await t.db
    .insertInto('api_requests')
    .values({
      session_id: sessionId,
      user_id: userId,
      method: 'GET',
      path: '/x',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A row just past `periodMs` goes at the next run; one `insideMs` old stays. */
async function expectKeptFor(
  table: 'api_requests' | 'login_events',
  insert: (age: number) => Promise<number>,
  periodMs: number,
  insideMs: number,
) {
  const old = await insert(periodMs + 1);
  const recent = await insert(insideMs);
  await run();
  expect(await ids(table, [old, recent])).toEqual([recent]);
}

describe('retention', () => {
  test('sessions and tokens go 30 days after they expired or were revoked; their request rows with them', async () => {
    const user = await t.registerVerified();
    const grace = t.config.retention.graceDays * dayMs;
    const expiredLongAgo = await newSession(user.id, { expires_at: ago(grace + 1) });
    const expiredLately = await newSession(user.id, { expires_at: ago(grace - 1000) });
    const revokedLongAgo = await newSession(user.id, { revoked_at: ago(grace + 1) });
    const apiToken = await newSession(user.id, {});
    const request = await newApiRequest(revokedLongAgo, user.id, ago(grace + 2));
    const removed = await run();
    expect(removed.sessions).toBe(2);
    expect(
      await ids('sessions', [expiredLongAgo, expiredLately, revokedLongAgo, apiToken]),
    ).toEqual([expiredLately, apiToken].sort((a, b) => a - b));
    expect(await ids('api_requests', [request])).toEqual([]);
  });

  test('API requests are kept 31 days ("API Calls (30d)" counts 30)', async () => {
    const user = await t.registerVerified();
    const session = await newSession(user.id, {});
    const insert = (age: number) => newApiRequest(session, user.id, ago(age));
    await expectKeptFor('api_requests', insert, 31 * dayMs, 30 * dayMs);
  });

  test('login events are kept a year', async () => {
    const insert = async (age: number) =>
      (
        await t.db
          .insertInto('login_events')
          .values({ user_id: null, success: 0, ip: null, user_agent: null, created_at: ago(age) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await expectKeptFor('login_events', insert, 365 * dayMs, 364 * dayMs);
  });

  test('used or expired links, login challenges and e-mail changes go after the grace period', async () => {
    const user = await t.registerVerified();
    const grace = t.config.retention.graceDays * dayMs;
    const token = async (values: { expires_at: string; used_at: string | null }) =>
      (
        await t.db
          .insertInto('email_tokens')
          .values({
            token_hash: hash(),
            user_id: user.id,
            purpose: 'reset',
            created_at: ago(grace * 2),
            ...values,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const expired = await token({ expires_at: ago(grace + 1), used_at: null });
    const used = await token({ expires_at: ago(-dayMs), used_at: ago(grace + 1) });
    const fresh = await token({ expires_at: ago(grace - 1000), used_at: ago(grace - 1000) });
    await t.db
      .insertInto('login_challenges')
      .values({
        token_hash: hash(),
        user_id: user.id,
        remember_me: 0,
        created_at: ago(grace * 2),
        expires_at: ago(grace + 1),
        used_at: null,
      })
      .execute();
    await t.db
      .insertInto('email_changes')
      .values({
        user_id: user.id,
        old_email: user.email,
        new_email: 'new@example.com',
        new_email_normalized: 'new@example.com',
        confirm_token_hash: hash(),
        report_token_hash: hash(),
        created_at: ago(grace * 2),
        confirm_expires_at: ago(grace * 2),
        report_expires_at: ago(grace + 1),
        confirmed_at: null,
        cancelled_at: null,
        reported_at: null,
      })
      .execute();
    const removed = await run();
    expect(removed.links).toBe(4);
    expect(await ids('email_tokens', [expired, used, fresh])).toEqual([fresh]);
  });

  test('device codes go after the grace period', async () => {
    const grace = t.config.retention.graceDays * dayMs;
    const insert = async (expires: string) =>
      (
        await t.db
          .insertInto('device_authorizations')
          .values({
            device_code_hash: hash(),
            user_code: randomBytes(4).toString('hex').toUpperCase(),
            device_name: 'PC',
            os: 'linux',
            app_version: '1.0.0',
            status: 'pending',
            user_id: null,
            interval_s: 5,
            last_polled_at: null,
            created_at: ago(grace * 2),
            expires_at: expires,
            decided_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const old = await insert(ago(grace + 1));
    const recent = await insert(ago(grace - 1000));
    await run();
    expect(await ids('device_authorizations', [old, recent])).toEqual([recent]);
  });

  test('billing event ids are kept 90 days for replay protection', async () => {
    const insert = (id: string, age: number) =>
      t.db
        .insertInto('billing_events')
        .values({
          event_id: id,
          event_type: 'subscription.updated',
          occurred_at: ago(age),
          outcome: 'applied',
          received_at: ago(age),
        })
        .execute();
    await insert('evt_old', 90 * dayMs + 1);
    await insert('evt_recent', 89 * dayMs);
    await run();
    const left = await t.db.selectFrom('billing_events').select('event_id').execute();
    expect(left.map((row) => row.event_id)).toEqual(['evt_recent']);
  });

  test('accounts never confirmed are removed after 30 days; confirmed ones stay', async () => {
    const unconfirmed = t.registration();
    const created = await t.post<{ id: number }>('/api/register', unconfirmed);
    expect(created.status).toBe(201);
    const confirmed = await t.registerVerified();
    t.clock.advance(30 * dayMs);
    expect((await run()).unverifiedAccounts).toBe(0);
    t.clock.advance(1);
    expect((await run()).unverifiedAccounts).toBe(1);
    const left = await t.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [created.body.id, confirmed.id])
      .execute();
    expect(left.map((row) => row.id)).toEqual([confirmed.id]);
  });

  test('invoices go when their legal retention ends', async () => {
    const insert = (id: string, retainUntil: string | null) =>
      t.db
        .insertInto('invoices')
        .values({
          id,
          user_id: null,
          subscription_id: null,
          invoice_number: null,
          amount: '900',
          currency: 'EUR',
          billed_at: ago(3650 * dayMs),
          buyer_name: 'Ada',
          buyer_country: 'uk',
          retain_until: retainUntil,
          created_at: ago(3650 * dayMs),
        })
        .execute();
    await insert('txn_past', ago(1));
    await insert('txn_future', ago(-dayMs));
    await insert('txn_open', null);
    await run();
    const left = await t.db.selectFrom('invoices').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['txn_future', 'txn_open']);
  });

  test('finished jobs: done ones go after a week, failed ones after a month', async () => {
    const insert = async (state: 'done' | 'failed', age: number) =>
      (
        await t.db
          .insertInto('jobs')
          .values({
            kind: 'note',
            payload: '{}',
            state,
            max_attempts: 3,
            run_after: ago(age),
            created_at: ago(age),
            updated_at: ago(age),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const oldDone = await insert('done', 7 * dayMs + 1);
    const failedWeek = await insert('failed', 7 * dayMs + 1);
    const oldFailed = await insert('failed', 30 * dayMs + 1);
    await run();
    expect(await ids('jobs', [oldDone, failedWeek, oldFailed])).toEqual([failedWeek]);
  });

  test('a second run removes nothing more', async () => {
    await run();
    const again = await run();
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });

  test('the app schedules one retention job per period, however often it is asked', async () => {
    const period = 'retention:test-period';
    expect(await t.app.sinyal.jobs.enqueue('retention', {}, { dedupeKey: period })).toBe(true);
    expect(await t.app.sinyal.jobs.enqueue('retention', {}, { dedupeKey: period })).toBe(false);
    await t.app.sinyal.jobs.idle();
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', period)
      .executeTakeFirstOrThrow();
    expect(job.state).toBe('done');
    const rows = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', period)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
