#!/usr/bin/env node
// `npm run admin|manifest|agent|agent:conformance`: runs <workspace>/dist/<entry>.js with the
// arguments that follow, compiling the workspace first if it has never been built.
//
//   node scripts/run-compiled.mjs apps/server admin set-plan ada premium
import { buildIfMissing, runEntry } from './lib/compiled.mjs';

const [workspace, name, ...args] = process.argv.slice(2);
if (!workspace || !name) {
  console.error('Usage: node scripts/run-compiled.mjs <workspace folder> <entry name> [args...]');
  process.exit(2);
}
const entry = `${workspace}/dist/${name}.js`;
buildIfMissing(workspace, entry);
await runEntry(entry, args);
