#!/usr/bin/env node
// Requests per second of POST /api/auth/validate and GET /api/profile with a valid token, against a
// bare Fastify route, in one run (autocannon, 10 connections, loopback); login latency p50/p99.
import fs from 'node:fs';
import autocannon from 'autocannon';
import {
  benchPassword as password,
  jsonClient,
  percentile,
  registerVerified,
  startProcess,
  startServer,
  tempDir,
} from './lib.mjs';

const port = Number(process.env.BENCH_API_PORT ?? 4791);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const goal = 0.5;
const dataDir = tempDir('sinyal-bench-api-');

const server = await startServer(port, dataDir, {
  // The login latency run signs in many times; the default limits would answer 429.
  RATE_LIMIT_LOGIN_IP: '100000/1m',
  RATE_LIMIT_LOGIN_ACCOUNT: '100000/1m',
});
const bare = await startProcess(
  'scripts/bench/bare-fastify.mjs',
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/api/health`,
);

const json = jsonClient(base);

function run(title, options) {
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

try {
  await registerVerified(json, dataDir, {
    username: 'bench',
    email: 'bench@example.com',
    fullName: 'Bench User',
  });

  const logins = [];
  let accessToken = '';
  for (let index = 0; index < 40; index++) {
    const started = process.hrtime.bigint();
    const answer = await json('POST', '/api/login', { username_or_email: 'bench', password });
    logins.push(Number(process.hrtime.bigint() - started) / 1e6);
    accessToken = answer.access_token;
  }
  logins.sort((a, b) => a - b);

  const auth = { authorization: `Bearer ${accessToken}` };
  // Warm up each target briefly so JIT and caches are alike for all three.
  for (const url of [`${base}/api/auth/validate`, `http://127.0.0.1:${barePort}/bare`]) {
    await new Promise((resolve) =>
      autocannon({ url, method: 'POST', headers: auth, duration: 1, connections: 10 }, resolve),
    );
  }
  const bareResult = await run('bare', {
    url: `http://127.0.0.1:${barePort}/bare`,
    method: 'POST',
  });
  const validate = await run('validate', {
    url: `${base}/api/auth/validate`,
    method: 'POST',
    headers: auth,
  });
  const profile = await run('profile', {
    url: `${base}/api/profile`,
    method: 'GET',
    headers: auth,
  });

  const rps = (result) => Math.round(result.requests.average);
  const ratio = rps(validate) / rps(bareResult);
  console.log(
    `Bare Fastify route:         ${rps(bareResult)} req/s (p99 ${bareResult.latency.p99} ms)`,
  );
  console.log(
    `POST /api/auth/validate:    ${rps(validate)} req/s (p99 ${validate.latency.p99} ms) — ${(ratio * 100).toFixed(0)}% of bare (goal ${goal * 100}%)`,
  );
  console.log(
    `GET /api/profile:           ${rps(profile)} req/s (p99 ${profile.latency.p99} ms) — ${((rps(profile) / rps(bareResult)) * 100).toFixed(0)}% of bare`,
  );
  console.log(
    `Login latency (argon2id, ${logins.length} sequential): p50 ${percentile(logins, 50).toFixed(1)} ms, p99 ${percentile(logins, 99).toFixed(1)} ms`,
  );
  process.exitCode = 0;
} finally {
  server.stop();
  bare.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
