#!/usr/bin/env node
// `npm run cluster`: the several-instance layout on one machine, for a trial (docs/architecture.md
// §12). nginx (Debian's package, installed when missing) listens on PORT in front of
// CLUSTER_INSTANCES compiled servers (default 2), each on its own loopback port, all sharing
// DATABASE_URL and REDIS_URL. The instances are this process's children:
//
//   kill -HUP <pid>    restarts them one at a time without losing a request
//   kill -TERM <pid>   (or Ctrl+C) stops nginx, then the instances, and exits
//
// `npm run cluster -- secrets` prints fresh SIGNING_KEYS, ACCOUNT_SECRETS_KEY and
// DEVICE_FINGERPRINT_KEY lines, which every instance must share.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
  if (env.PACKAGE_STORAGE !== 'database') {
    problems.push(
      'PACKAGE_STORAGE=database: extension packages kept in the shared database, not in one machine’s DATA_DIR',
    );
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

function nginxConfig(instances) {
  const folder = (name) => path.join(workDir, name);
  // Run as root, nginx would hand its workers to "nobody", who cannot use this private folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `# Written by scripts/cluster.mjs; rewritten for every change of instances.
${user}daemon off;
worker_processes 2;
pid ${folder('nginx.pid')};
error_log ${folder('error.log')} warn;
# Old workers finish their requests after a reload, but never longer than this.
worker_shutdown_timeout 10s;
events { worker_connections 1024; }
http {
    access_log ${folder('access.log')};
    client_body_temp_path ${folder('client-body')};
    proxy_temp_path ${folder('proxy')};
    fastcgi_temp_path ${folder('fastcgi')};
    uwsgi_temp_path ${folder('uwsgi')};
    scgi_temp_path ${folder('scgi')};
    upstream sinyal {
${instances.map((instance) => `        server 127.0.0.1:${instance.port};`).join('\n')}
        keepalive 16;
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
  fs.writeFileSync(nginxConf, nginxConfig(slots));
  const check = runNginx(['-t', '-q', '-c', nginxConf]);
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
}

/** The processes whose parent is pid (nginx's workers), read from /proc. */
function childrenOf(pid) {
  const children = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid …": the command may hold spaces, so read after its closing bracket.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

const alive = (pid) => fs.existsSync(`/proc/${pid}`);

/**
 * Points nginx at the current instances. A reload starts new workers with the new upstream and
 * lets the old ones finish the requests they hold; once those old workers are gone, no request
 * can reach an instance that left the upstream, so it may be stopped.
 */
async function reloadNginx() {
  writeNginxConfig();
  const oldWorkers = childrenOf(nginx.pid);
  nginx.kill('SIGHUP');
  const deadline = Date.now() + 15_000;
  while (oldWorkers.some(alive)) {
    if (Date.now() > deadline) throw new Error('nginx’s old workers did not finish within 15 s');
    await sleep(50);
  }
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
/** Every instance process alive, including one still starting or being stopped. */
const running = new Set();
let generation = 0;
let stopping = false;

async function startInstance(slot) {
  const instancePort = await freePort();
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
    try {
      const response = await fetch(`http://127.0.0.1:${instancePort}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopInstance(instance);
      throw new Error(`${name} was not ready within ${readyTimeoutMs / 1000} s`);
    }
  }
  log(`${name} ready: pid ${instance.pid}, port ${instancePort}`);
  return instance;
}

/** SIGTERM (the instance finishes its requests and closes its pools); SIGKILL past the grace. */
async function stopInstance(instance) {
  instance.leaving = true;
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  const ended = await Promise.race([instance.exited, sleep(graceMs + 5000).then(() => undefined)]);
  if (!ended) {
    log(`${instance.name} did not stop within ${graceMs / 1000 + 5} s: killing it`);
    instance.child.kill('SIGKILL');
    await instance.exited;
  }
}

/** Start the new instance, wait until it is ready, swap it into nginx, then stop the old one. */
async function replace(slot) {
  const old = slots[slot];
  const fresh = await startInstance(slot);
  slots[slot] = fresh;
  if (old) old.leaving = true;
  await reloadNginx();
  if (old) await stopInstance(old);
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
  // One after the other: the first applies the migrations and the seed before the next starts.
  for (let slot = 0; slot < count; slot += 1) slots.push(await startInstance(slot));
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
    try {
      if (
        (await fetch(`http://${local.includes(':') ? `[${local}]` : local}:${port}/api/health`)).ok
      )
        break;
    } catch {
      // nginx not listening yet
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
