// Admin user search (docs/architecture.md §15): p99 of GET /api/admin/users?q= over 100,000
// accounts on SQLite, through the service the route calls. Prints the figure; fails over budget.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../apps/server/src/app-context';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createAdminUsersService } from '../../apps/server/src/modules/admin/admin-users.service';

const accounts = Number(process.argv[2] ?? 100_000);
const budgetMs = 50;
const rounds = 150;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-bench-admin-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
const db = await openDatabase(config);
await migrateToLatest(db, config.databaseSchema);

// Many rows per statement, many statements per transaction: seeding is not what is measured.
const started = performance.now();
const at = new Date('2026-01-01T00:00:00Z').toISOString();
const perStatement = 500;
for (let first = 1; first <= accounts; first += 10 * perStatement) {
  await db.transaction().execute(async (trx) => {
    for (
      let start = first;
      start < first + 10 * perStatement && start <= accounts;
      start += perStatement
    ) {
      const rows = [];
      for (let n = start; n < Math.min(accounts + 1, start + perStatement); n++) {
        const username = `member${n}`;
        rows.push({
          username,
          username_normalized: username,
          email: `${username}@example${n % 97}.com`,
          email_normalized: `${username}@example${n % 97}.com`,
          password_hash: 'x',
          full_name: `Member ${n}`,
          company: '',
          sector: 'research',
          country: 'tr',
          newsletter: 0 as const,
          plan: n % 10 === 0 ? ('pro' as const) : ('lite' as const),
          plan_paid_until: null,
          language: 'en',
          email_verified_at: at,
          created_at: at,
          updated_at: at,
        });
      }
      await trx.insertInto('users').values(rows).execute();
    }
  });
}
// Every tenth account pays: its subscription names a Paddle customer.
await sql`
  insert into subscriptions
    (id, user_id, customer_id, status, cancel_at_period_end, last_event_at, created_at, updated_at)
  select 'sub_' || id, id, 'ctm_' || id, 'active', 0, ${at}, ${at}, ${at} from users where id % 10 = 0
`.execute(db);
console.log(
  `seeded ${accounts.toLocaleString('en')} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const quiet = {
  warn() {},
  info() {},
  error() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;
const service = createAdminUsersService({ db, clock: systemClock, config } as AppContext, quiet);

// What an operator types: a whole address, a username's start, an id, a customer id, nothing,
// a text that matches nothing, and a short prefix that matches thousands (counted in full).
const pick = (round: number) => 1 + ((round * 7919) % accounts);
const queries = (round: number) => [
  `member${pick(round)}@example${pick(round) % 97}.com`,
  `MEMBER${pick(round)}`,
  String(pick(round)),
  `ctm_${pick(round) - (pick(round) % 10) || 10}`,
  '',
  `nobody${round}`,
  `member${(round % 9) + 1}`,
];
const timings: number[] = [];
const byKind = new Map<number, number[]>();
for (let round = 0; round < rounds + 5; round++) {
  for (const [kind, q] of queries(round).entries()) {
    const t0 = performance.now();
    await service.list({ q, page: 1 + (round % 3), page_size: 25 });
    const took = performance.now() - t0;
    if (round >= 5) timings.push(took);
    byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
  }
}
if (process.env.BENCH_VERBOSE) {
  for (const [kind, all] of byKind) {
    const sorted = all.sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `query ${kind}: p50 ${median.toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`,
    );
  }
}
timings.sort((a, b) => a - b);
const p = (q: number) =>
  timings[Math.min(timings.length - 1, Math.ceil((q / 100) * timings.length) - 1)] ?? 0;
const p99 = p(99);
const ok = p99 < budgetMs;
console.log(
  `${ok ? 'ok  ' : 'OVER'} admin user search p99 ${p99.toFixed(2)} ms (p50 ${p(50).toFixed(2)} ms, ${timings.length} searches) over ${accounts.toLocaleString('en')} accounts (target < ${budgetMs} ms)`,
);
await db.destroy();
if (process.env.BENCH_KEEP) console.log(dataDir);
else await fs.rm(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
