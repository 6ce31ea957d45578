// Search at scale on PostgreSQL (docs/architecture.md §12, "Search at scale"): catalogue search and
// admin user search, p99 over 100,000 extensions and 100,000 accounts, through the services the
// routes call, with the trigram indexes of migration 0018, catalogue_search (0020) and the orders
// by category (0021); catalogue searches take the four orders in turn. Runs when DATABASE_URL_TEST (or
// DATABASE_URL) names a reachable PostgreSQL and skips otherwise; works in a schema of its own,
// dropped at the end. Prints each figure and the plans' index use; fails over a target.
//
//   node --import tsx scripts/bench/search-postgres.ts [rows]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { AppContext } from '../../apps/server/src/app-context';
import { loadConfig } from '../../apps/server/src/config';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database';
import type { Database } from '../../apps/server/src/db/types';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createAdminUsersService } from '../../apps/server/src/modules/admin/admin-users.service';
import { createCatalogueService } from '../../apps/server/src/modules/registry/catalogue.service';

const rows = Number(process.argv[2] ?? 100_000);
const budgets = { catalogueMs: 20, adminMs: 50 };
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);

const url = process.env.DATABASE_URL_TEST ?? process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.log(
    'skip: no PostgreSQL (set DATABASE_URL_TEST=postgres://…) — search at scale not measured',
  );
  process.exit(0);
}
try {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await probe.connect();
  await probe.end();
} catch (error) {
  console.log(
    `skip: PostgreSQL at DATABASE_URL_TEST is not reachable (${(error as Error).message})`,
  );
  process.exit(0);
}

const schema = `bench_search_${randomBytes(4).toString('hex')}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-bench-search-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  DATABASE_SCHEMA: schema,
  DATABASE_STATEMENT_TIMEOUT_MS: '120000',
});
const quiet = {
  warn() {},
  info() {},
  error() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;
// Opened as the server opens it (app.ts): with the read cache and its invalidation channel, which
// remembers the catalogue's counts (docs/decisions/0018-catalogue-search-table.md).
const db = await openDatabase(config, undefined, { readCache: { log: quiet } });
let failed = false;
try {
  await migrateToLatest(db, config.databaseSchema);
  const seeded = performance.now();
  await seed(db, rows);
  console.log(
    `seeded ${rows.toLocaleString('en')} extensions and ${rows.toLocaleString('en')} accounts in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const ctx = { db, clock: systemClock, config } as AppContext;
  const catalogue = createCatalogueService(ctx);
  const admin = createAdminUsersService(ctx, quiet);

  await explain(db);

  // What people type in the catalogue: a word many extensions share, a rarer phrase, a number,
  // nothing, a text that matches nothing, and a category filter beside some of them.
  const catalogueQueries = (round: number) => [
    'serial',
    'tool 5',
    `tool ${1 + ((round * 7919) % rows)}`,
    'bluetooth 7',
    'nothing-matches',
    '',
    'gps',
  ];
  // Each round in one of the four orders, in turn: the name order (the default) and the order by
  // update are remembered per instance until the catalogue changes; downloads and rating are read
  // every time, so a common word there costs what a first search of it costs.
  const sorts = ['name', 'downloads', 'rating', 'updated'] as const;
  const catalogueTimes = await time(rounds, catalogueQueries, (q, round) =>
    catalogue.list({
      ...(q ? { q } : {}),
      ...(round % 3 === 0 ? { category: 'Visualization' as const } : {}),
      sort: sorts[round % sorts.length],
      page: 1,
      page_size: 24,
    }),
  );
  // What an operator types: a whole address, a part of a username, a domain, an id, a Paddle
  // customer id, nothing, a text that matches nothing, and a short prefix that matches many.
  const pick = (round: number) => 1 + ((round * 7919) % rows);
  const adminQueries = (round: number) => [
    `member${pick(round)}@example${pick(round) % 97}.com`,
    `EMBER${pick(round)}`,
    `@example${pick(round) % 97}.com`,
    `example${pick(round) % 97}.com`,
    String(pick(round)),
    `ctm_${pick(round) - (pick(round) % 10) || 10}`,
    '',
    `nobody${round}`,
    `member${(round % 9) + 1}`,
  ];
  const adminTimes = await time(rounds, adminQueries, (q, round) =>
    admin.list({ q, page: 1 + (round % 3), page_size: 25 }),
  );

  for (const [label, timings, budget, unit] of [
    ['catalogue search', catalogueTimes, budgets.catalogueMs, 'extensions'],
    ['admin user search', adminTimes, budgets.adminMs, 'accounts'],
  ] as const) {
    const p99 = percentile(timings, 99);
    const ok = p99 < budget;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} PostgreSQL ${label} p99 ${p99.toFixed(2)} ms (p50 ${percentile(timings, 50).toFixed(2)} ms, ${timings.length} searches) over ${rows.toLocaleString('en')} ${unit} (target < ${budget} ms)`,
    );
  }
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept schema ${schema}`);
  else await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** Every query of each round, timed; the first five rounds warm the caches and are not counted. */
async function time(
  count: number,
  queries: (round: number) => string[],
  run: (q: string, round: number) => Promise<unknown>,
): Promise<number[]> {
  const timings: number[] = [];
  const byQuery = new Map<number, number[]>();
  const slowest: Array<[number, string]> = [];
  for (let round = 0; round < count + 5; round++) {
    for (const [index, q] of queries(round).entries()) {
      const started = performance.now();
      await run(q, round);
      const took = performance.now() - started;
      if (round < 5) continue;
      timings.push(took);
      slowest.push([took, `${q || '(empty)'} round ${round}`]);
      byQuery.set(index, [...(byQuery.get(index) ?? []), took]);
    }
  }
  if (process.env.BENCH_VERBOSE) {
    for (const [index, all] of byQuery) {
      console.log(
        `  "${queries(0)[index]}"…: p50 ${percentile(all, 50).toFixed(2)} ms, p90 ${percentile(all, 90).toFixed(2)} ms, max ${percentile(all, 100).toFixed(2)} ms`,
      );
    }
    slowest.sort((a, b) => b[0] - a[0]);
    console.log(
      `  slowest: ${slowest
        .slice(0, 10)
        .map(([took, label]) => `${label} ${took.toFixed(1)} ms`)
        .join('; ')}`,
    );
  }
  return timings;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

/** Rows made by PostgreSQL itself (generate_series): seeding is not what is measured. */
async function seed(db: Kysely<Database>, count: number) {
  const at = '2026-01-01T00:00:00.000Z';
  // The same shapes as scripts/bench/seed-extensions.ts; search_text as searchTextOf writes it.
  await sql`
    with words(n, word) as (
      select * from unnest(
        array[0,1,2,3,4,5,6,7,8,9],
        array['serial','can','bluetooth','spectrum','logger','modbus','thermal','gps','audio','imu'])
    ), generated as (
      select i, w.word, case when i % 2 = 0 then 'Recorder' else 'Visualization' end as category,
        initcap(w.word) || ' Tool ' || i as name
      from generate_series(0, ${count - 1}) i join words w on w.n = i % 10
    )
    insert into extensions (id, name, description, description_long, author, category, mode,
      file_formats, os, git_path, owner_user_id, is_premium, latest_version, search_text,
      created_at, updated_at, id_key, name_key, author_key)
    select 'bench-' || word || '-' || i, name,
      'Reads ' || word || ' data and shows it as ' ||
        case when category = 'Recorder' then 'a recording' else 'a live chart' end || ' (' || i || ').',
      null, 'Bench', category, case when i % 3 = 0 then 'pro' else 'lite' end, '["csv"]',
      'Windows, Linux', 'https://github.com/sinyal-bench/' || word || '-' || i, null,
      case when i % 3 = 0 then 1 else 0 end, '1.0.0',
      lower(name || chr(10) || 'Reads ' || word || ' data and shows it as ' ||
        case when category = 'Recorder' then 'a recording' else 'a live chart' end || ' (' || i || ').'
        || chr(10) || category),
      ${at}, ${at}, 'bench-' || word || '-' || i, lower(name), 'bench'
    from generated`.execute(db);
  // The same accounts as scripts/bench/admin-search.ts; every tenth pays through Paddle.
  await sql`
    insert into users (username, username_normalized, email, email_normalized, password_hash,
      full_name, company, sector, country, newsletter, plan, plan_paid_until, language,
      email_verified_at, created_at, updated_at)
    select 'member' || n, 'member' || n, 'member' || n || '@example' || (n % 97) || '.com',
      'member' || n || '@example' || (n % 97) || '.com', 'x', 'Member ' || n, '', 'research', 'tr',
      0, case when n % 10 = 0 then 'pro' else 'lite' end, null, 'en', ${at}, ${at}, ${at}
    from generate_series(1, ${count}) n`.execute(db);
  await sql`
    insert into subscriptions
      (id, user_id, customer_id, status, cancel_at_period_end, last_event_at, created_at, updated_at)
    select 'sub_' || id, id, 'ctm_' || id, 'active', 0, ${at}, ${at}, ${at} from users where id % 10 = 0
  `.execute(db);
  // As autovacuum would have done by the time a catalogue has grown this large: statistics, and
  // the visibility map that lets a count read an index alone.
  for (const table of ['extensions', 'users', 'subscriptions']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}

/**
 * The plans of a rare catalogue match and a part of a username, each of which must read a trigram
 * index, and of a category's page, which must read that category's order (migration 0021).
 */
async function explain(db: Kysely<Database>) {
  const plans = [
    [
      'catalogue "tool 4242"',
      sql`explain select count(*) from extensions where taken_down_at is null and search_text like '%tool 4242%'`,
      'extensions_search_trgm_idx',
    ],
    [
      'a page of visualizations by downloads',
      sql`explain select id from extensions where taken_down_at is null and category = 'Visualization' order by downloads desc, id limit 24`,
      'extensions_category_downloads_order_idx',
    ],
    [
      'admin "ember4242"',
      sql`explain select id from users where username_normalized like '%ember4242%' or email_normalized like '%ember4242%'`,
      'users_username_trgm_idx',
    ],
  ] as const;
  for (const [label, query, index] of plans) {
    const { rows: lines } = await query.execute(db);
    const plan = lines.map((line) => Object.values(line as object)[0]).join('\n');
    const used = plan.includes(index);
    if (!used) failed = true;
    console.log(
      `${used ? 'ok  ' : 'NO INDEX'} plan of ${label} ${used ? 'reads' : 'does not read'} ${index}`,
    );
    if (!used || process.env.BENCH_VERBOSE) console.log(plan);
  }
}
