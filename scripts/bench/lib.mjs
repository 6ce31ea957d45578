// Shared by the benchmarks: start a server process on loopback and wait for it, call its API, make
// the verified account a benchmark signs in with.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Where a benchmark's server runs: the port from the environment variable `portVariable` (else
 * `defaultPort`), its loopback address, and a fresh data folder named after the benchmark.
 */
export function benchTarget(portVariable, defaultPort, name) {
  const port = Number(process.env[portVariable] ?? defaultPort);
  return { port, base: `http://127.0.0.1:${port}`, dataDir: tempDir(`sinyal-bench-${name}-`) };
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Nothing answered at ${url}`);
}

/**
 * Starts `node <script>` with env (through tsx when it is TypeScript); resolves once `healthUrl`
 * answers.
 */
export async function startProcess(script, env, healthUrl) {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => {
    if (code) console.error(`${script} exited with ${code}\n${output}`);
  });
  await waitFor(healthUrl);
  return { child, output: () => output, stop: () => child.kill('SIGTERM') };
}

/**
 * The account server in production mode on 127.0.0.1:port, its data in dataDir; from its sources,
 * or compiled (`serverScript`: apps/server/dist/server.js, as production runs it).
 */
export function startServer(port, dataDir, env = {}, serverScript = 'apps/server/src/server.ts') {
  return startProcess(
    serverScript,
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    `http://127.0.0.1:${port}/api/health`,
  );
}

/** `json(method, url, body?, token?)` against the API at base: the parsed answer, or a throw. */
export function jsonClient(base) {
  return async function json(method, url, body, token) {
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
  };
}

export const benchPassword = 'Bench-Password-1';

/**
 * Registers the benchmark's account and opens the verification link the server wrote to its
 * outbox (the server's first mail: nobody else registers).
 */
export async function registerVerified(json, dataDir, { username, email, fullName }) {
  await json('POST', '/api/register', {
    full_name: fullName,
    email,
    username,
    password: benchPassword,
    confirm_password: benchPassword,
    sector: 'engineering',
    country: 'turkey',
    company: '',
    newsletter_subscribed: false,
    agreed_to_terms: true,
    mac_address: null,
  });
  // The mail is written in the background just after the answer, under a temporary name first.
  const outbox = path.join(dataDir, 'outbox');
  const mails = () =>
    fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.json')) : [];
  const deadline = Date.now() + 10_000;
  while (mails().length === 0) {
    if (Date.now() > deadline) throw new Error('no verification mail');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = JSON.parse(fs.readFileSync(path.join(outbox, mails()[0]), 'utf8'));
  // The link carries its secret in the fragment (/verify-email#token=…); older mails in the query.
  const link = new URL(mail.link.replace('/#/', '/'));
  const token =
    new URLSearchParams(link.hash.slice(1)).get('token') ?? link.searchParams.get('token');
  await json('POST', '/api/verify-email', { token });
}

/** Sets an account's plan as an operator would (`npm run admin`), on the server's database. */
export function setPlan(dataDir, login, plan) {
  const admin = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/scripts/admin.ts', 'set-plan', login, plan],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (admin.status !== 0) throw new Error(`set-plan: ${admin.stderr || admin.stdout}`);
}

/**
 * The benchmark's verified account on `plan`, set as an operator would; signed in, it returns the
 * session token.
 */
export async function signInOnPlan(json, dataDir, account, plan) {
  await registerVerified(json, dataDir, account);
  setPlan(dataDir, account.username, plan);
  const { access_token: session } = await json('POST', '/api/login', {
    username_or_email: account.username,
    password: benchPassword,
  });
  return session;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Fills DATA_DIR's catalogue with `count` generated extensions (scripts/bench/seed-extensions.ts). */
export function seedExtensions(dataDir, count) {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/seed-extensions.ts', String(count)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);
}

/**
 * Catalogue searches one after the other (words, a word and a number, no match, no query, every
 * third with a category), as the marketplace page asks them: the milliseconds of each, sorted.
 */
export async function timeCatalogueSearches(base, rounds = 400) {
  const queries = [
    'serial',
    'chart',
    'tool 5',
    'gps',
    'nothing-matches',
    '',
    'recorder',
    'bluetooth 7',
  ];
  const timings = [];
  for (let round = 0; round < rounds; round++) {
    const q = queries[round % queries.length];
    const category = round % 3 === 0 ? '&category=Visualization' : '';
    const started = process.hrtime.bigint();
    const response = await fetch(
      `${base}/api/extensions?q=${encodeURIComponent(q)}${category}&page=1&page_size=24`,
    );
    await response.json();
    if (!response.ok) throw new Error(`search answered ${response.status}`);
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return timings.sort((a, b) => a - b);
}

/** Times the catalogue searches at base: their p50 and p99 in milliseconds, over how many extensions. */
export async function catalogueSearchFigures(base) {
  const timings = await timeCatalogueSearches(base);
  const total = (await (await fetch(`${base}/api/extensions?page_size=1`)).json()).total;
  return {
    requests: timings.length,
    p50Ms: percentile(timings, 50),
    p99Ms: percentile(timings, 99),
    extensions: total,
  };
}
