#!/usr/bin/env node
// npm run bench: every measurement of the project, one after the other; exits non-zero if any is over budget.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const steps = [
  ['Build the site', 'npm', ['run', 'build', '-w', '@sinyal/web', '--silent']],
  ['Bundle sizes', process.execPath, ['scripts/bench/bundle-size.mjs']],
  [
    'Lighthouse (home and pricing pages, mobile)',
    process.execPath,
    ['scripts/bench/lighthouse.mjs'],
  ],
  ['Build the server', 'npm', ['run', 'build', '-w', '@sinyal/server', '--silent']],
  [
    'Speed: validate against bare node:http, sign-ins at once, catalogue search',
    process.execPath,
    ['scripts/bench/speed.mjs'],
  ],
  ['Speed budget', process.execPath, ['scripts/bench/speed-budget.mjs']],
  [
    'Validate on SQLite and PostgreSQL against bare node:http',
    process.execPath,
    ['scripts/bench/validate.mjs'],
  ],
  ['Licence: lease renewals per second', process.execPath, ['scripts/bench/licence.mjs']],
  [
    'Organizations: seat assignment and plan lookup, 10,000 members',
    process.execPath,
    ['scripts/bench/orgs.mjs'],
  ],
  [
    'Live demo: frame rate, long tasks, a million-row CSV',
    process.execPath,
    ['scripts/bench/demo.mjs'],
  ],
  [
    'Registry: publish and download a 10 MB package',
    process.execPath,
    ['scripts/bench/registry.mjs'],
  ],
  [
    'Admin user search: p99 over 100,000 accounts',
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/admin-search.ts'],
  ],
  [
    'Catalogue orders: a page by downloads, rating, update and name, 10,000 extensions',
    process.execPath,
    ['scripts/bench/catalogue-order.mjs'],
  ],
  [
    'PostgreSQL search: catalogue and admin user search p99 over 100,000 rows (when a PostgreSQL is reachable)',
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/search-postgres.ts'],
  ],
  [
    'Marketplace: catalogue search and connected page',
    process.execPath,
    ['scripts/bench/marketplace.mjs'],
  ],
];
let failures = 0;
for (const [title, command, args] of steps) {
  console.log(`\n› ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failures++;
}
process.exit(failures ? 1 : 0);
