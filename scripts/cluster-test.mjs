#!/usr/bin/env node
// The rolling-restart test (docs/architecture.md §12), run by scripts/test.sh when
// DATABASE_URL_TEST and REDIS_URL_TEST are set, after the build: `npm run cluster` with 2
// instances behind nginx on a free 127.0.0.1 port, in a PostgreSQL schema and under a Redis key
// prefix of its own (both removed at the end), then a load of POST /api/auth/validate and
// GET /api/extensions during which the cluster gets SIGHUP. Passes when no request failed, both
// instances were replaced (the old processes gone), and SIGTERM stops everything. Bounded to 90 s.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { benchPassword, jsonClient, registerVerified, root, tempDir } from './bench/lib.mjs';
import { newSharedSecrets } from './lib/shared-secrets.mjs';
import { steadyLoad } from './lib/steady-load.mjs';

const databaseUrl = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;
if (!databaseUrl || !redisUrl) {
  console.log('cluster test skipped: it needs DATABASE_URL_TEST and REDIS_URL_TEST');
  process.exit(0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tag = randomBytes(4).toString('hex');
const schema = `cluster_test_${tag}`;
const redisPrefix = `sinyal-cluster-test-${tag}:`;
const dataDir = tempDir('sinyal-cluster-test-');
const failures = [];
const check = (ok, text) => {
  console.log(`  ${ok ? '✓' : '✗'} ${text}`);
  if (!ok) failures.push(text);
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Without what the instances must share, the cluster refuses to start and says what is missing.
const refused = spawnSync(process.execPath, ['scripts/cluster.mjs'], {
  cwd: root,
  encoding: 'utf8',
  env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
  timeout: 10_000,
});
check(
  refused.status === 1 &&
    ['SIGNING_KEYS', 'ACCOUNT_SECRETS_KEY', 'DEVICE_FINGERPRINT_KEY', 'PACKAGE_STORAGE'].every(
      (name) => refused.stderr.includes(`- ${name}`),
    ) &&
    !refused.stderr.includes('- DATABASE_URL'),
  'refuses to start without the shared secrets and PACKAGE_STORAGE=database, naming each',
);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    ...newSharedSecrets(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    CLUSTER_INSTANCES: '2',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    PACKAGE_STORAGE: 'database',
    DATA_DIR: dataDir,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  },
});
let output = '';
const collect = (chunk) => (output += chunk);
cluster.stdout.on('data', collect);
cluster.stderr.on('data', collect);
const exited = new Promise((resolve) => cluster.once('exit', (code) => resolve(code)));

/** Resolves once the cluster has printed a line matching `pattern`; throws past the timeout. */
async function lineMatching(pattern, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output)) {
    if (cluster.exitCode !== null) throw new Error(`the cluster ended (exit ${cluster.exitCode})`);
    if (Date.now() > deadline)
      throw new Error(`no line matching ${pattern} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

// The whole test, whatever happens, ends within this bound.
const watchdog = setTimeout(() => {
  console.error('cluster test: over 90 s, giving up');
  cluster.kill('SIGTERM');
  setTimeout(() => process.exit(1), 20_000).unref();
}, 90_000);

let load;
try {
  await lineMatching(/\[cluster\] ready:/, 60_000);
  const instancesAtStart = [...output.matchAll(/\[cluster\] instance (\d)\.\d+ ready: pid (\d+)/g)];
  const json = jsonClient(base);
  await registerVerified(json, dataDir, {
    username: 'cluster',
    email: 'cluster@example.com',
    fullName: 'Cluster Test',
  });
  const { access_token: token } = await json('POST', '/api/login', {
    username_or_email: 'cluster',
    password: benchPassword,
  });

  // The load runs until the restart is over, and a second beyond.
  const startedAt = Date.now();
  load = steadyLoad(base, [
    { method: 'POST', path: '/api/auth/validate', headers: { authorization: `Bearer ${token}` } },
    { method: 'GET', path: '/api/extensions' },
  ]);
  await sleep(1500);
  cluster.kill('SIGHUP');
  await lineMatching(/rolling restart done/, 60_000);
  await sleep(1000);
  const result = await load.stop();
  load = undefined;
  const seconds = (Date.now() - startedAt) / 1000;

  const replaced = [...output.matchAll(/instance (\d) replaced: pid (\d+) .*→ pid (\d+)/g)];
  const oldPids = instancesAtStart.map((match) => Number(match[2]));
  const figures = {
    seconds: Number(seconds.toFixed(1)),
    requests: result.requests,
    ok: result.ok,
    non2xx: result.statuses,
    errors: result.errors,
    p99_ms: Number(result.p99Ms.toFixed(1)),
    replaced: replaced.map((match) => `${match[1]}: ${match[2]} → ${match[3]}`),
  };
  console.log(`rolling restart under load: ${JSON.stringify(figures)}`);
  check(result.requests > 100, `${result.requests} requests during the restart`);
  check(
    result.non2xx === 0 && result.errorCount === 0,
    `no failed request (non-2xx ${result.non2xx}, connection errors ${result.errorCount})`,
  );
  check(
    new Set(replaced.map((match) => match[1])).size === 2 &&
      oldPids.every((pid) => replaced.some((match) => Number(match[2]) === pid)),
    'both instances replaced',
  );
  check(oldPids.length === 2 && !oldPids.some(alive), 'the old instances have exited');

  const newPids = replaced.map((match) => Number(match[3]));
  cluster.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(30_000).then(() => 'timeout')]);
  check(code === 0, `SIGTERM stops the cluster (exit ${code})`);
  check(!newPids.some(alive), 'and its instances');
} catch (error) {
  check(false, error.message);
  await load?.stop();
} finally {
  clearTimeout(watchdog);
  if (cluster.exitCode === null) {
    cluster.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(
    `cluster test failed:\n${output
      .split('\n')
      .filter((line) => line.startsWith('[cluster]'))
      .join('\n')}`,
  );
  process.exit(1);
}
console.log('cluster test passed');
