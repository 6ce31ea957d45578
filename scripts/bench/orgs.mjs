#!/usr/bin/env node
// Organizations at 10,000 members (docs/architecture.md §17): seat assignments one after the other
// and 10 at once (each counts the seats under the organization's lock), the seat list, and the plan
// lookup every request makes (POST /api/auth/validate, whose one query also finds the best seat) for
// a member with a seat and one without (autocannon, 10 connections, loopback, SQLite).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { benchTarget, jsonClient, percentile, root, signInOnPlan, startServer } from './lib.mjs';

const { port, base, dataDir } = benchTarget('BENCH_ORGS_PORT', 4798, 'orgs');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const members = Number(process.env.BENCH_ORG_MEMBERS ?? 10_000);
const slug = 'bench-org';
const server = await startServer(port, dataDir, {
  // Measured here is the work of each call, not the limits that guard them.
  RATE_LIMIT_ORG_INVITE_ACCOUNT: '10000000/1m',
});
const json = jsonClient(base);

function run(script, args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${script}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function timed(calls) {
  const times = [];
  for (const call of calls) {
    const started = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

async function validateRate(token) {
  const request = {
    url: `${base}/api/auth/validate`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  };
  await new Promise((resolve) => autocannon({ ...request, duration: 1, connections: 10 }, resolve));
  const result = await new Promise((resolve, reject) =>
    autocannon({ ...request, duration: seconds, connections: 10 }, (error, r) =>
      error ? reject(error) : resolve(r),
    ),
  );
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`validate: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

try {
  const owner = await signInOnPlan(
    json,
    dataDir,
    { username: 'owner', email: 'owner@example.com', fullName: 'Bench Owner' },
    'lite',
  );
  await json('POST', '/api/orgs', { name: 'Bench Org', slug }, owner);
  run('apps/server/scripts/admin.ts', ['org-seats', slug, String(members)]);
  const seeded = JSON.parse(run('scripts/bench/seed-org.ts', [slug, String(members)]));

  // One after the other: the first 1,000 members.
  const sequential = seeded.slice(0, 1000);
  const one = await timed(
    sequential.map(
      (member) => () => json('POST', `/api/orgs/${slug}/seats`, { user_id: member.id }, owner),
    ),
  );
  // Ten at once, the next 2,000: each waits for the organization's lock in turn.
  const concurrent = seeded.slice(1000, 3000);
  const started = process.hrtime.bigint();
  for (let index = 0; index < concurrent.length; index += 10) {
    await Promise.all(
      concurrent
        .slice(index, index + 10)
        .map((member) => json('POST', `/api/orgs/${slug}/seats`, { user_id: member.id }, owner)),
    );
  }
  const concurrentMs = Number(process.hrtime.bigint() - started) / 1e6;
  const list = await timed(
    Array.from(
      { length: 20 },
      () => () => json('GET', `/api/orgs/${slug}/seats`, undefined, owner),
    ),
  );
  const seats = await json('GET', `/api/orgs/${slug}/seats`, undefined, owner);

  const withSeat = await json('POST', '/api/auth/validate', undefined, seeded[0].token);
  const withoutSeat = await json('POST', '/api/auth/validate', undefined, seeded.at(-1).token);
  if (withSeat.plan !== 'enterprise' || withoutSeat.plan !== 'lite') {
    throw new Error(`plans: ${withSeat.plan} with a seat, ${withoutSeat.plan} without`);
  }
  const seatRate = await validateRate(seeded[0].token);
  const noSeatRate = await validateRate(seeded.at(-1).token);

  console.log(
    `Organization of ${members.toLocaleString('en')} members, ${seats.used.toLocaleString('en')} seats assigned at the end`,
  );
  console.log(
    `Seat assignment, one at a time (POST /api/orgs/{slug}/seats, 1,000): p50 ${percentile(one, 50).toFixed(1)} ms, p99 ${percentile(one, 99).toFixed(1)} ms`,
  );
  console.log(
    `Seat assignment, 10 at once (2,000): ${Math.round(concurrent.length / (concurrentMs / 1000))} assignments/s`,
  );
  console.log(
    `Seat list with ${seats.used.toLocaleString('en')} assignments (GET /api/orgs/{slug}/seats): p50 ${percentile(list, 50).toFixed(1)} ms`,
  );
  console.log(
    `Plan lookup (POST /api/auth/validate), member with a seat: ${Math.round(seatRate.requests.average)} req/s (p99 ${seatRate.latency.p99} ms); without: ${Math.round(noSeatRate.requests.average)} req/s (p99 ${noSeatRate.latency.p99} ms)`,
  );
} finally {
  server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
