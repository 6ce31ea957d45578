// Shared by the benchmarks: start a server process on loopback and wait for it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
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

/** Starts `node --import tsx <script>` with env; resolves once `healthUrl` answers. */
export async function startProcess(script, env, healthUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
