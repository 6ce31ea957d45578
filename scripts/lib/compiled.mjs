// Production commands run compiled JavaScript. A missing build is made once; a build that exists
// is used as it is, however old (after changing or pulling code, `npm run build` rebuilds).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `npm run build` in `workspace` (e.g. "apps/server") when `output` does not exist yet. */
export function buildIfMissing(workspace, output) {
  if (fs.existsSync(path.join(root, output))) return;
  // stderr, so a command's own output (npm run admin …) stays clean on stdout.
  console.error(`› ${output} is missing: building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: root,
    stdio: ['ignore', 2, 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs a compiled entry point in this process, as `node <entry> ...args` would: no second
 * process, so signals (Ctrl+C, SIGTERM) reach its own handlers once.
 */
export async function runEntry(entry, args) {
  const file = path.join(root, entry);
  process.argv = [process.argv[0] ?? process.execPath, file, ...args];
  await import(pathToFileURL(file).href);
}
