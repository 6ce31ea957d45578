#!/usr/bin/env node
// The speed figures of the account service, each beside its reference in one run, on the compiled
// server (apps/server/dist/server.js, as production runs it), loopback, autocannon:
// - POST /api/auth/validate (and GET /api/profile, and GET /api/health with no sign-in to check)
//   against a bare node:http server answering a constant JSON, same settings;
// - sign-in latency with 10 sign-ins at once (argon2id at the configured cost);
// - catalogue search latency over 10,000 extensions, beside GET /api/health's;
// - a wrong password against an account that exists and one that does not, one at a time: both
//   cost one argon2 verification, so neither answer tells whether the account exists;
// - the answer to crafted long input (an e-mail-like string of 60,000 characters), refused on its
//   length before any pattern reads it (apps/server/src/security/long-input.test.ts counts that work).
// Writes the figures to SPEED_RESULTS (default: the system's temp folder) for speed-budget.mjs;
// BENCH_SERVER_ENV (a JSON object) adds to the server's environment, to try a setting.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchPassword as password,
  benchTarget,
  catalogueSearchFigures,
  jsonClient,
  percentile,
  registerVerified,
  root,
  seedExtensions,
  startProcess,
  startServer,
} from './lib.mjs';

const { port, base, dataDir } = benchTarget('BENCH_SPEED_PORT', 4801, 'speed');
const barePort = port + 1;
const bareBase = `http://127.0.0.1:${barePort}`;
// Throughput is measured in rounds that alternate the bare server and validate, so that a slower or
// faster spell of the machine falls on both; each figure is the median of its rounds.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const concurrentLogins = 10;
const extensions = 10_000;
const resultsFile = process.env.SPEED_RESULTS ?? path.join(os.tmpdir(), 'sinyal-bench-speed.json');

if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
  console.error('No compiled server: run "npm run build -w @sinyal/server" first.');
  process.exit(1);
}
fs.rmSync(resultsFile, { force: true });
seedExtensions(dataDir, extensions);
const server = await startServer(
  port,
  dataDir,
  {
    // The login run signs in hundreds of times; the default limits would answer 429.
    RATE_LIMIT_LOGIN_IP: '100000/1m',
    RATE_LIMIT_LOGIN_ACCOUNT: '100000/1m',
    ...(process.env.BENCH_SERVER_ENV ? JSON.parse(process.env.BENCH_SERVER_ENV) : {}),
  },
  'apps/server/dist/server.js',
);
const bare = await startProcess(
  'scripts/bench/bare-node-http.mjs',
  { PORT: String(barePort) },
  `${bareBase}/`,
);
// On a machine with two cores or more, the servers share one core and the load generator (this
// process) has another, so neither measurement depends on where the scheduler happened to put them.
function pinTo(cpu, pid) {
  return spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)]).status === 0;
}
const pinned =
  os.availableParallelism() >= 2 &&
  pinTo(1, server.child.pid) &&
  pinTo(1, bare.child.pid) &&
  pinTo(0, process.pid);
console.log(
  pinned
    ? 'Servers on CPU 1, the load generator on CPU 0 (taskset).'
    : 'Not pinned to cores (needs taskset and two cores): figures vary more between runs.',
);
const json = jsonClient(base);

function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: 10, duration: seconds, pipelining: 1, ...options },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(
            new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`),
          );
        }
        resolve(result);
      },
    );
  });
}

/** `rounds` sign-ins from each of `clients` clients at once: every sign-in's milliseconds, sorted. */
async function timeLogins(clients, rounds) {
  const timings = [];
  let accessToken = '';
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let round = 0; round < rounds; round++) {
        const started = process.hrtime.bigint();
        const answer = await json('POST', '/api/login', { username_or_email: 'bench', password });
        timings.push(Number(process.hrtime.bigint() - started) / 1e6);
        accessToken = answer.access_token;
      }
    }),
  );
  return { timings: timings.sort((a, b) => a - b), accessToken };
}

/** `count` requests one at a time: every answer's milliseconds, sorted. Any status is fine. */
async function timeRequests(count, send) {
  const timings = [];
  for (let round = 0; round < count; round++) {
    const started = process.hrtime.bigint();
    const response = await send(round);
    await response.arrayBuffer();
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return timings.sort((a, b) => a - b);
}

const postJson = (url, body) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Wrong passwords, interleaved between the known account and unknown ones: each series' p50. */
async function wrongPasswordFigures(rounds) {
  const known = [];
  const unknown = [];
  const wrong = (login) => () =>
    postJson('/api/login', { username_or_email: login, password: 'Wrong-password-1' });
  await timeRequests(1, wrong('warm-up')); // the dummy hash is made on first use
  for (let round = 0; round < rounds; round++) {
    known.push(...(await timeRequests(1, wrong('bench'))));
    unknown.push(...(await timeRequests(1, wrong(`ghost-${round}`))));
  }
  const p50 = (values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  return { knownMs: p50(known), unknownMs: p50(unknown) };
}

try {
  await registerVerified(json, dataDir, {
    username: 'bench',
    email: 'bench@example.com',
    fullName: 'Bench User',
  });

  await timeLogins(concurrentLogins, 1); // warm-up
  const logins = await timeLogins(concurrentLogins, 15);
  const sequential = await timeLogins(1, 10);

  const wrongPassword = await wrongPasswordFigures(9);
  const crafted = `a@${'.'.repeat(60_000)}@`;
  const longInput = await timeRequests(20, (round) =>
    postJson('/api/login', { username_or_email: `${round}${crafted}`, password }),
  );

  const auth = { authorization: `Bearer ${logins.accessToken}` };
  // Warm up both targets briefly so JIT and caches are alike.
  for (const url of [`${base}/api/auth/validate`, `${bareBase}/bare`]) {
    await new Promise((resolve) =>
      autocannon({ url, method: 'POST', headers: auth, duration: 2, connections: 10 }, resolve),
    );
  }
  const runs = { bare: [], validate: [], profile: [], health: [] };
  for (let round = 0; round < rounds; round++) {
    runs.bare.push(await load('bare', { url: `${bareBase}/bare`, method: 'POST', headers: auth }));
    runs.validate.push(
      await load('validate', { url: `${base}/api/auth/validate`, method: 'POST', headers: auth }),
    );
    runs.profile.push(await load('profile', { url: `${base}/api/profile`, headers: auth }));
    // The same server with no sign-in to check: what the framework and the API's hooks cost alone.
    runs.health.push(await load('health', { url: `${base}/api/health` }));
  }
  const perRound = (name) => runs[name].map((result) => Math.round(result.requests.average));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const medianRun = (name) => runs[name][perRound(name).indexOf(median(perRound(name)))];
  const bareRun = medianRun('bare');
  const validate = medianRun('validate');
  const profile = medianRun('profile');
  const healthRun = medianRun('health');

  const search = await catalogueSearchFigures(base);
  const health = [];
  for (let round = 0; round < 400; round++) {
    const started = process.hrtime.bigint();
    await (await fetch(`${base}/api/health`)).json();
    health.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  health.sort((a, b) => a - b);

  const rps = (result) => Math.round(result.requests.average);
  const figures = {
    rounds: { bare: perRound('bare'), validate: perRound('validate') },
    validateRps: rps(validate),
    bareRps: rps(bareRun),
    validateRatio: rps(validate) / rps(bareRun),
    profileRps: rps(profile),
    healthRps: rps(healthRun),
    loginP50Ms: percentile(logins.timings, 50),
    loginP99Ms: percentile(logins.timings, 99),
    loginSequentialP50Ms: percentile(sequential.timings, 50),
    concurrentLogins,
    loginSamples: logins.timings.length,
    searchP50Ms: search.p50Ms,
    searchP99Ms: search.p99Ms,
    healthP99Ms: percentile(health, 99),
    wrongPasswordKnownMs: wrongPassword.knownMs,
    wrongPasswordUnknownMs: wrongPassword.unknownMs,
    wrongPasswordRatio: wrongPassword.unknownMs / wrongPassword.knownMs,
    longInputP99Ms: percentile(longInput, 99),
    extensions: search.extensions,
  };
  const ms = (value) => value.toFixed(1);
  console.log(
    `${rounds} rounds of ${seconds} s, req/s: bare ${perRound('bare').join(', ')}; validate ${perRound('validate').join(', ')}; profile ${perRound('profile').join(', ')}; health ${perRound('health').join(', ')} (medians below)`,
  );
  console.log(
    `validate ${figures.validateRps} req/s vs bare node:http ${figures.bareRps} req/s (ratio ${figures.validateRatio.toFixed(2)}); p99 ${validate.latency.p99} ms vs ${bareRun.latency.p99} ms`,
  );
  const ratio = (value) => (value / figures.bareRps).toFixed(2);
  console.log(
    `GET /api/profile ${figures.profileRps} req/s (ratio ${ratio(figures.profileRps)}); GET /api/health, no sign-in, ${figures.healthRps} req/s (ratio ${ratio(figures.healthRps)})`,
  );
  console.log(
    `login p99 ${ms(figures.loginP99Ms)} ms at ${concurrentLogins} concurrent (p50 ${ms(figures.loginP50Ms)} ms, ${figures.loginSamples} sign-ins); one at a time p50 ${ms(figures.loginSequentialP50Ms)} ms`,
  );
  console.log(
    `search p99 ${figures.searchP99Ms.toFixed(2)} ms over ${search.extensions.toLocaleString('en')} extensions (p50 ${figures.searchP50Ms.toFixed(2)} ms); GET /api/health p99 ${figures.healthP99Ms.toFixed(2)} ms`,
  );
  console.log(
    `wrong password p50: unknown account ${ms(figures.wrongPasswordUnknownMs)} ms, known ${ms(figures.wrongPasswordKnownMs)} ms (ratio ${figures.wrongPasswordRatio.toFixed(2)})`,
  );
  console.log(`crafted 60 KB login p99 ${ms(figures.longInputP99Ms)} ms (answered 400)`);
  fs.writeFileSync(resultsFile, JSON.stringify(figures, null, 2));
} finally {
  server.stop();
  bare.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
