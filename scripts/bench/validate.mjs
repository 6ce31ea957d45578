#!/usr/bin/env node
// POST /api/auth/validate on SQLite and on PostgreSQL (the cluster's database) beside a bare
// node:http server answering a constant JSON, in the same run: same autocannon settings, rounds
// alternating the three, medians; the servers on one core and the load generator on the other
// when there are two. The compiled server runs as production does; on PostgreSQL its session reads
// come from memory while it listens for invalidations (docs/decisions/0015-read-cache-on-postgresql.md).
// Fails under target: validate at least 0.5 of the bare server on SQLite, 0.35 on PostgreSQL.
// The PostgreSQL database: BENCH_DATABASE_URL, else DATABASE_URL_TEST, in a schema of its own that
// is dropped after; without either, only SQLite is measured.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  benchPassword as password,
  benchTarget,
  jsonClient,
  registerVerified,
  root,
  startProcess,
  startServer,
  tempDir,
} from './lib.mjs';

const targets = { sqlite: 0.5, postgres: 0.35 };
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL_TEST;
if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
  console.error('No compiled server: run "npm run build -w @sinyal/server" first.');
  process.exit(1);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const schema = `bench_${randomBytes(4).toString('hex')}`;
const sqlite = benchTarget('BENCH_VALIDATE_PORT', 4811, 'validate-sqlite');
const postgres = {
  ...sqlite,
  port: sqlite.port + 1,
  base: `http://127.0.0.1:${sqlite.port + 1}`,
  dataDir: tempDir('sinyal-bench-validate-postgres-'),
};
const barePort = sqlite.port + 2;
const ticksPerSecond =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
if (!databaseUrl)
  console.log('No PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL_TEST): SQLite only.');

const started = [];
const stopAll = async () => {
  for (const { child } of started) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
};

/** The compiled server on `where`'s port and data folder, signed in: its session token. */
async function signedInServer(where, env) {
  started.push(await startServer(where.port, where.dataDir, env, 'apps/server/dist/server.js'));
  const json = jsonClient(where.base);
  await registerVerified(json, where.dataDir, {
    username: 'bench',
    email: 'bench@example.com',
    fullName: 'Bench User',
  });
  const answer = await json('POST', '/api/login', { username_or_email: 'bench', password });
  return answer.access_token;
}

/** CPU time the process has used so far, in clock ticks (user + system, all its threads). */
function cpuTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: 10, duration: seconds, pipelining: 1, method: 'POST', ...options },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(
            new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`),
          );
        }
        resolve({ rps: Math.round(result.requests.average), requests: result.requests.total });
      },
    );
  });
}

let failed = false;
try {
  const loads = {
    bare: { url: `http://127.0.0.1:${barePort}/bare` },
    sqlite: { url: `${sqlite.base}/api/auth/validate` },
  };
  loads.sqlite.headers = { authorization: `Bearer ${await signedInServer(sqlite, {})}` };
  loads.sqlite.pid = started.at(-1).child.pid;
  if (databaseUrl) {
    const token = await signedInServer(postgres, {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
    });
    loads.postgres = {
      url: `${postgres.base}/api/auth/validate`,
      headers: { authorization: `Bearer ${token}` },
      pid: started.at(-1).child.pid,
    };
  }
  loads.bare.headers = loads.sqlite.headers;
  started.push(
    await startProcess(
      'scripts/bench/bare-node-http.mjs',
      { PORT: String(barePort) },
      `http://127.0.0.1:${barePort}/`,
    ),
  );
  loads.bare.pid = started.at(-1).child.pid;
  const pinTo = (cpu, pid) =>
    spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)]).status === 0;
  // BENCH_PIN=off leaves placement to the system (on a machine where other work is pinned too).
  const pinned =
    process.env.BENCH_PIN !== 'off' &&
    os.availableParallelism() >= 2 &&
    started.every(({ child }) => pinTo(1, child.pid)) &&
    pinTo(0, process.pid);
  console.log(
    pinned
      ? 'Servers on CPU 1, the load generator on CPU 0 (taskset); PostgreSQL where the system puts it.'
      : 'Not pinned to cores (BENCH_PIN=off, or no taskset or second core): figures vary more between runs.',
  );

  for (const [name, { pid, ...options }] of Object.entries(loads)) {
    await load(`${name} warm-up`, { ...options, duration: 2 });
  }
  // Besides requests per second, the server's CPU time per request: on a machine shared with other
  // work, throughput follows what the scheduler gives each process, the CPU a request costs does not.
  const runs = Object.fromEntries(Object.keys(loads).map((name) => [name, []]));
  const cpu = Object.fromEntries(
    Object.keys(loads).map((name) => [name, { ticks: 0, requests: 0 }]),
  );
  for (let round = 0; round < rounds; round++) {
    for (const [name, { pid, ...options }] of Object.entries(loads)) {
      const before = cpuTicks(pid);
      const result = await load(name, options);
      cpu[name].ticks += cpuTicks(pid) - before;
      cpu[name].requests += result.requests;
      runs[name].push(result.rps);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bareRps = median(runs.bare);
  const microsPerRequest = (name) => (cpu[name].ticks * 1e6) / ticksPerSecond / cpu[name].requests;
  console.log(
    `${rounds} rounds of ${seconds} s, req/s: ${Object.entries(runs)
      .map(([name, values]) => `${name} ${values.join(', ')}`)
      .join('; ')}`,
  );
  console.log(
    `server CPU per request: ${Object.keys(loads)
      .map((name) => `${name} ${microsPerRequest(name).toFixed(1)} µs`)
      .join('; ')}`,
  );
  console.log(
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  for (const name of ['sqlite', 'postgres']) {
    if (!runs[name]) continue;
    const rps = median(runs[name]);
    const ratio = rps / bareRps;
    const ok = ratio >= targets[name];
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} validate on ${name === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${rps} req/s vs bare node:http ${bareRps} req/s (ratio ${ratio.toFixed(2)}; by CPU per request ${(microsPerRequest('bare') / microsPerRequest(name)).toFixed(2)}) (target ratio ≥ ${targets[name].toFixed(2)})`,
    );
  }
} finally {
  await stopAll();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
  for (const { dataDir } of [sqlite, postgres])
    fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
