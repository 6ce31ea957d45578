#!/usr/bin/env node
// `npm run cluster`: the several-instance layout on one machine, for a trial (docs/architecture.md
// §12). nginx (Debian's package, installed when missing) listens on PORT in front of
// CLUSTER_INSTANCES compiled servers (default 2), each on a loopback port of its own, all sharing
// DATABASE_URL and REDIS_URL, packages in the database or an S3 bucket (PACKAGE_STORAGE). The
// instances are this process's children:
//
//   kill -HUP <pid>    restarts them one at a time without losing a request
//   kill -TERM <pid>   (or Ctrl+C) stops nginx, then the instances, and exits
//
// `npm run cluster -- secrets` prints fresh SIGNING_KEYS, ACCOUNT_SECRETS_KEY and
// DEVICE_FINGERPRINT_KEY lines, which every instance must share.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfMissing, root } from './lib/compiled.mjs';
import { newSharedSecrets } from './lib/shared-secrets.mjs';

const log = (text) => console.log(`[cluster] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (process.argv[2] === 'secrets') {
  for (const [name, value] of Object.entries(newSharedSecrets())) console.log(`${name}='${value}'`);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// Settings: refused up front, each with the reason, rather than an instance failing later.

/** What a layout of several instances needs, so that nothing that matters lives in one of them. */
function settingProblems(env) {
  const problems = [];
  if (!env.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: the instances share one PostgreSQL database (postgres://…); SQLite is a file one process owns and cannot be shared',
    );
  }
  if (!env.REDIS_URL) {
    problems.push(
      'REDIS_URL: rate limits are counted in Redis (redis://…) so that every instance sees the same counts',
    );
  }
  for (const name of ['SIGNING_KEYS', 'ACCOUNT_SECRETS_KEY', 'DEVICE_FINGERPRINT_KEY']) {
    if (!env[name]) {
      problems.push(
        `${name}: every instance must hold the same secret; unset, each would make or read its own file in DATA_DIR/keys (\`npm run cluster -- secrets\` prints new ones)`,
      );
    }
  }
  if (env.PACKAGE_STORAGE !== 'database' && env.PACKAGE_STORAGE !== 's3') {
    problems.push(
      'PACKAGE_STORAGE=database or PACKAGE_STORAGE=s3: extension packages kept in the shared database or an S3 bucket, not in one machine’s DATA_DIR',
    );
  }
  // The store itself (AWS, MinIO…) outlives a trial, as PostgreSQL and Redis do: it is not started
  // here. Each instance checks the bucket at start and stops with the reason when it is not usable.
  if (env.PACKAGE_STORAGE === 's3') {
    for (const name of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!env[name]) {
        problems.push(
          `${name}: PACKAGE_STORAGE=s3 names its bucket with S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (S3_ENDPOINT and S3_FORCE_PATH_STYLE=true for MinIO or another S3-compatible store)`,
        );
      }
    }
  }
  return problems;
}

const problems = settingProblems(process.env);
const port = Number(process.env.PORT ?? 3000);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push('PORT: a port number');
if (!Number.isInteger(count) || count < 1 || count > 16) {
  problems.push('CLUSTER_INSTANCES: a whole number from 1 to 16');
}
if (problems.length > 0) {
  console.error(
    `npm run cluster needs these settings (deploy/README.md explains them):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const listenHost = process.env.HOST ?? '0.0.0.0';
const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
const drainMs = Number(process.env.SHUTDOWN_DRAIN_SECONDS ?? 3) * 1000;
// nginx sets aside an instance whose port refused a connection for this long, then tries it again.
const failTimeoutSeconds = 2;
const readyTimeoutMs = 60_000;

// ---------------------------------------------------------------------------------------------
// nginx: the package when missing, a configuration in a folder of our own, run as our child.

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      'nginx is missing and installing it needs root: run `apt-get install nginx` as root.',
    );
    process.exit(1);
  }
  log("installing Debian's nginx package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
  const installed = findNginx();
  if (!installed) {
    console.error('nginx was installed but its program was not found');
    process.exit(1);
  }
  return installed;
}

buildIfMissing('apps/web', 'apps/web/dist/index.html');
buildIfMissing('apps/server', 'apps/server/dist/server.js');
const nginxBinary = ensureNginx();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sinyal-cluster-'));
const nginxConf = path.join(workDir, 'nginx.conf');
const proxySnippet = path.join(root, 'deploy/nginx/sinyal-proxy.conf');

/**
 * Written once: nginx is never reloaded, because a reload retires its workers, and a retiring
 * worker closes its idle client connections, which races with a client sending its next request
 * down one (the client gets a reset). Instead every slot has two ports, and a restarted instance
 * takes the one its predecessor is not using. A port nobody listens on refuses the connection,
 * which nginx answers by trying the next instance (safe for a POST: nothing was sent), and it sets
 * that port aside for failTimeoutSeconds.
 */
function nginxConfig() {
  const folder = (name) => path.join(workDir, name);
  // Run as root, nginx would hand its workers to "nobody", who cannot use this private folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  const servers = slotPorts
    .flat()
    .map(
      (slotPort) =>
        `        server 127.0.0.1:${slotPort} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`,
    );
  return `# Written by scripts/cluster.mjs.
${user}daemon off;
worker_processes 2;
pid ${folder('nginx.pid')};
error_log ${folder('error.log')} warn;
events { worker_connections 1024; }
http {
    # A client connection lives for this many requests; past nginx's default (1000), closing it races with
    # a load generator that sends its next request at once.
    keepalive_requests 1000000;
    access_log ${folder('access.log')};
    client_body_temp_path ${folder('client-body')};
    proxy_temp_path ${folder('proxy')};
    fastcgi_temp_path ${folder('fastcgi')};
    uwsgi_temp_path ${folder('uwsgi')};
    scgi_temp_path ${folder('scgi')};
    upstream sinyal {
${servers.join('\n')}
        keepalive 16;
        # Shorter than an instance's drain (SHUTDOWN_DRAIN_SECONDS): a stopping instance closes no
        # idle connection itself, nginx does.
        keepalive_timeout 1s;
    }
    server {
        listen ${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${port};
        include ${proxySnippet};
    }
}
`;
}

function runNginx(args) {
  return spawnSync(nginxBinary, ['-p', workDir, '-e', path.join(workDir, 'error.log'), ...args], {
    encoding: 'utf8',
  });
}

function writeNginxConfig() {
  fs.writeFileSync(nginxConf, nginxConfig());
  const check = runNginx(['-t', '-q', '-c', nginxConf]);
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
}

// ---------------------------------------------------------------------------------------------
// Instances.

/** A free loopback port, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/**
 * Whether `url` answers 2xx, asked on a connection of its own that is closed after the answer: a
 * kept-alive one (fetch keeps them for a minute) would make the instance's drain wait for it.
 */
function answersOk(url) {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300);
      })
      .on('error', () => resolve(false));
  });
}

/** Each line of a child's output, prefixed with its name. */
function prefixLines(stream, name, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

/** The instance serving each slot (slot i is "instance i+1"). */
const slots = [];
/** Each slot's two ports, chosen at start; nginx knows them all. */
const slotPorts = [];
/** Every instance process alive, including one still starting or being stopped. */
const running = new Set();
let generation = 0;
let stopping = false;

async function startInstance(slot, instancePort) {
  generation += 1;
  const name = `instance ${slot + 1}.${generation}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl+C or a closed terminal signals this script only, which then
    // stops the children in order (nginx first) instead of everything dying at once.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      HOST: '127.0.0.1',
      PORT: String(instancePort),
      // One proxy (nginx) in front: the client is the right-most X-Forwarded-For entry.
      TRUST_PROXY: '1',
    },
  });
  prefixLines(child.stdout, name, process.stdout);
  prefixLines(child.stderr, name, process.stderr);
  const instance = { slot, name, port: instancePort, pid: child.pid, child, leaving: false };
  running.add(instance);
  instance.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(instance);
      resolve({ code, signal });
    }),
  );
  void instance.exited.then(({ code, signal }) => {
    if (instance.leaving || stopping || slots[slot] !== instance) return;
    log(
      `${name} (pid ${instance.pid}) ended unexpectedly (${signal ?? `exit ${code}`}): replacing it`,
    );
    // Unless a rolling restart has replaced it meanwhile.
    void enqueue(() => (slots[slot] === instance ? replace(slot) : undefined));
  });

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    const state = await Promise.race([instance.exited, sleep(200).then(() => undefined)]);
    if (state)
      throw new Error(
        `${name} ended before it was ready (${state.signal ?? `exit ${state.code}`})`,
      );
    if (await answersOk(`http://127.0.0.1:${instancePort}/api/ready`)) break;
    if (Date.now() > deadline) {
      await stopInstance(instance);
      throw new Error(`${name} was not ready within ${readyTimeoutMs / 1000} s`);
    }
  }
  log(`${name} ready: pid ${instance.pid}, port ${instancePort}`);
  return instance;
}

/**
 * SIGTERM: the instance stops accepting, lets nginx finish with its connections (drain), finishes
 * its requests and closes its pools; SIGKILL past the drain and the grace.
 */
async function stopInstance(instance) {
  instance.leaving = true;
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  const limitMs = drainMs + graceMs + 5000;
  const ended = await Promise.race([instance.exited, sleep(limitMs).then(() => undefined)]);
  if (!ended) {
    log(`${instance.name} did not stop within ${limitMs / 1000} s: killing it`);
    instance.child.kill('SIGKILL');
    await instance.exited;
  }
}

/**
 * Start the new instance on the slot's other port and wait until it is ready; once nginx has
 * stopped setting that port aside, stop the old instance, whose connections nginx then moves off.
 */
async function replace(slot) {
  const old = slots[slot];
  const [first, second] = slotPorts[slot];
  const fresh = await startInstance(slot, old?.port === first ? second : first);
  slots[slot] = fresh;
  if (old) {
    old.leaving = true;
    await sleep(failTimeoutSeconds * 1000 + 500);
    await stopInstance(old);
  }
  log(
    `instance ${slot + 1} replaced: pid ${old?.pid ?? '-'} (port ${old?.port ?? '-'}) → pid ${fresh.pid} (port ${fresh.port})`,
  );
}

/** Changes of instances happen one at a time, in the order asked. */
let queue = Promise.resolve();
function enqueue(work) {
  queue = queue.then(async () => {
    if (stopping) return;
    try {
      await work();
    } catch (error) {
      log(`failed: ${error.message}`);
    }
  });
  return queue;
}

async function rollingRestart() {
  const started = Date.now();
  log(`rolling restart of ${slots.length} instances`);
  for (let slot = 0; slot < slots.length; slot += 1) {
    if (stopping) return;
    await replace(slot);
  }
  log(
    `rolling restart done: ${slots.length} instances replaced in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

// ---------------------------------------------------------------------------------------------
// Start, signals, stop.

let nginx;

async function stopEverything(code) {
  if (stopping) return;
  stopping = true;
  log('stopping: nginx first (it finishes its requests), then the instances');
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
    const nginxEnded = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    if (!(await Promise.race([nginxEnded.then(() => true), sleep(15_000).then(() => false)]))) {
      nginx.kill('SIGKILL');
    }
  }
  await Promise.all([...running].map(stopInstance));
  fs.rmSync(workDir, { recursive: true, force: true });
  log('stopped');
  process.exit(code);
}

process.on('SIGTERM', () => void stopEverything(0));
process.on('SIGINT', () => void stopEverything(0));
process.on('SIGHUP', () => {
  log('SIGHUP received');
  void enqueue(rollingRestart);
});

try {
  while (slotPorts.flat().length < count * 2) {
    const free = await freePort();
    if (slotPorts.flat().includes(free)) continue;
    if (slotPorts.at(-1)?.length === 1) slotPorts.at(-1).push(free);
    else slotPorts.push([free]);
  }
  // One after the other: the first applies the migrations and the seed before the next starts.
  for (let slot = 0; slot < count; slot += 1) {
    slots.push(await startInstance(slot, slotPorts[slot][0]));
  }
  writeNginxConfig();
  nginx = spawn(
    nginxBinary,
    ['-p', workDir, '-e', path.join(workDir, 'error.log'), '-c', nginxConf],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  nginx.once('exit', (code, signal) => {
    if (stopping) return;
    log(
      `nginx ended unexpectedly (${signal ?? `exit ${code}`}); see ${path.join(workDir, 'error.log')}`,
    );
    void stopEverything(1);
  });
  const deadline = Date.now() + 10_000;
  const local = listenHost === '0.0.0.0' || listenHost === '::' ? '127.0.0.1' : listenHost;
  for (;;) {
    if (
      await answersOk(`http://${local.includes(':') ? `[${local}]` : local}:${port}/api/health`)
    ) {
      break;
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port}`);
    await sleep(100);
  }
  log(
    `ready: http://${local}:${port}/ → ${slots.length} instances (pid ${process.pid}; SIGHUP restarts them one at a time)`,
  );
} catch (error) {
  log(`could not start: ${error.message}`);
  await stopEverything(1);
}
