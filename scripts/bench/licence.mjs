#!/usr/bin/env node
// Lease renewals per second: POST /api/licence/lease with a device token, each answer a lease
// signed with Ed25519 (autocannon, 10 connections, loopback, SQLite), and the activation's latency.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { benchTarget, jsonClient, signInOnPlan, startServer } from './lib.mjs';

const { port, base, dataDir } = benchTarget('BENCH_LICENCE_PORT', 4797, 'licence');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const server = await startServer(port, dataDir, {
  // Measured here is the work of a renewal, not the limit that guards it.
  RATE_LIMIT_LICENCE_IP: '10000000/1m',
});

const json = jsonClient(base);
const account = { username: 'bench', email: 'bench@example.com', fullName: 'Bench User' };

try {
  const session = await signInOnPlan(json, dataDir, account, 'pro');

  // The device sign-in as the app goes through it, then its activation.
  const started = await json('POST', '/api/device/authorize', {
    device_name: 'Bench PC',
    os: 'Linux',
    app_version: '1.0.0',
  });
  await json('POST', '/api/device/approve', { user_code: started.user_code }, session);
  const device = await json('POST', '/api/device/token', { device_code: started.device_code });
  const fingerprint = 'bench-fingerprint-0123456789abcdef';
  const activatedAt = process.hrtime.bigint();
  await json(
    'POST',
    '/api/licence/activate',
    { fingerprint, public_key: 'A'.repeat(43) },
    device.device_token,
  );
  const activationMs = Number(process.hrtime.bigint() - activatedAt) / 1e6;

  const renewal = {
    url: `${base}/api/licence/lease`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${device.device_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ fingerprint, usage: { extensions: ['csv-recorder', 'fft-plot'] } }),
  };
  // Warm-up, so JIT and caches are settled before the measured run.
  await new Promise((resolve) => autocannon({ ...renewal, duration: 1, connections: 10 }, resolve));
  const result = await new Promise((resolve, reject) =>
    autocannon({ ...renewal, duration: seconds, connections: 10, pipelining: 1 }, (error, r) =>
      error ? reject(error) : resolve(r),
    ),
  );
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`renewals: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  console.log(
    `Lease renewals (POST /api/licence/lease, signed Ed25519 lease each): ${Math.round(result.requests.average)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`,
  );
  console.log(`Activation (first POST /api/licence/activate): ${activationMs.toFixed(1)} ms`);
} finally {
  server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
