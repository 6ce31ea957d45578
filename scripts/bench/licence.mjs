#!/usr/bin/env node
// Lease renewals per second: POST /api/licence/lease with a device token, each answer a lease
// signed with Ed25519 (autocannon, 10 connections, loopback, SQLite), and the activation's latency.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startProcess, tempDir } from './lib.mjs';

const port = Number(process.env.BENCH_LICENCE_PORT ?? 4797);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const dataDir = tempDir('sinyal-bench-licence-');
const env = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  // Measured here is the work of a renewal, not the limit that guards it.
  RATE_LIMIT_LICENCE_IP: '10000000/1m',
};
const server = await startProcess('apps/server/src/server.ts', env, `${base}/api/health`);

async function json(method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

try {
  const password = 'Bench-Password-1';
  await json('POST', '/api/register', {
    full_name: 'Bench User',
    email: 'bench@example.com',
    username: 'bench',
    password,
    confirm_password: password,
    sector: 'engineering',
    country: 'turkey',
    company: '',
    newsletter_subscribed: false,
    agreed_to_terms: true,
    mac_address: null,
  });
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (!(fs.existsSync(outbox) && fs.readdirSync(outbox).length) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = JSON.parse(fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]), 'utf8'));
  await json('POST', '/api/verify-email', {
    token: new URL(mail.link.replace('#/', '')).searchParams.get('token'),
  });
  const plan = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/scripts/admin.ts', 'set-plan', 'bench', 'pro'],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (plan.status !== 0) throw new Error(`set-plan: ${plan.stderr}`);
  const session = (await json('POST', '/api/login', { username_or_email: 'bench', password }))
    .access_token;

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
