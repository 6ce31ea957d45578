#!/usr/bin/env node
// The speed budget (docs/architecture.md §12, speed): reads the figures speed.mjs wrote, prints each
// beside its target and fails when one is over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const resultsFile = process.env.SPEED_RESULTS ?? path.join(os.tmpdir(), 'sinyal-bench-speed.json');
if (!fs.existsSync(resultsFile)) {
  console.error(`No speed figures at ${resultsFile}: run "node scripts/bench/speed.mjs" first.`);
  process.exit(1);
}
const figures = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
const checks = [
  {
    name: `validate ${figures.validateRps} req/s vs bare node:http ${figures.bareRps} req/s (ratio ${figures.validateRatio.toFixed(2)})`,
    target: 'ratio ≥ 0.50',
    ok: figures.validateRatio >= 0.5,
  },
  {
    name: `login p99 ${figures.loginP99Ms.toFixed(1)} ms at ${figures.concurrentLogins} concurrent`,
    target: '< 150 ms',
    ok: figures.loginP99Ms < 150,
  },
  {
    name: `search p99 ${figures.searchP99Ms.toFixed(2)} ms over ${figures.extensions.toLocaleString('en')} extensions`,
    target: '< 20 ms',
    ok: figures.searchP99Ms < 20 && figures.extensions >= 10_000,
  },
  {
    // Both run one argon2 verification: skipping it for an unknown account would make that
    // answer about ten times faster (apps/server/src/modules/auth/login.test.ts counts the work).
    name: `wrong password: unknown account ${figures.wrongPasswordUnknownMs.toFixed(1)} ms vs known ${figures.wrongPasswordKnownMs.toFixed(1)} ms (ratio ${figures.wrongPasswordRatio.toFixed(2)})`,
    target: 'ratio 0.5 to 2',
    ok: figures.wrongPasswordRatio > 0.5 && figures.wrongPasswordRatio < 2,
  },
  {
    name: `crafted 60 KB login p99 ${figures.longInputP99Ms.toFixed(1)} ms`,
    target: '< 100 ms',
    ok: figures.longInputP99Ms < 100,
  },
];
for (const check of checks) {
  console.log(`${check.ok ? 'ok  ' : 'OVER'} ${check.name} (target ${check.target})`);
}
process.exit(checks.every((check) => check.ok) ? 0 : 1);
