#!/usr/bin/env node
// Budget of the home route's first load: the entry chunk, everything it imports statically, the
// home screen chunk with its imports, and the strings both need. Prints the figures; fails over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// WEB_DIST checks a build kept elsewhere (several builds can run side by side).
const dist = process.env.WEB_DIST || path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
// Issue 23: 100 KB of JavaScript (gzip) on the home page's first load. React DOM is about 60 KB of
// it; the strings' runtime is the site's own (docs/decisions/0015), not i18next's 18 KB.
const budgets = { js: 100 * 1024, css: 15 * 1024 };

if (!fs.existsSync(manifestPath)) {
  console.error('No build manifest: run "npm run build -w @sinyal/web" first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function collect(key, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no entry ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
const stringKeys = Object.keys(manifest).filter((key) =>
  /src\/i18n\/locales\/en\/(common|home)\.json$/.test(key),
);
if (!entryKey || !homeKey) {
  console.error('The build has no entry or no home route chunk.');
  process.exit(1);
}
const files = new Set();
for (const key of [entryKey, homeKey, ...stringKeys]) collect(key, files);

let js = 0;
let css = 0;
for (const file of files) {
  const size = gzipSize(file);
  if (file.endsWith('.css')) css += size;
  else js += size;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const routeChunks = Object.keys(manifest).filter((key) => key.includes('src/app/routes/')).length;
console.log(
  `Home route first load (gzip): JavaScript ${kb(js)} of ${kb(budgets.js)}, CSS ${kb(css)} of ${kb(budgets.css)}`,
);
console.log(`Files: ${[...files].join(', ')}`);
console.log(`Route chunks: ${routeChunks}`);
let failed = false;
if (js > budgets.js) {
  console.error(`Over budget: home JavaScript ${kb(js)} > ${kb(budgets.js)}`);
  failed = true;
}
if (css > budgets.css) {
  console.error(`Over budget: home CSS ${kb(css)} > ${kb(budgets.css)}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
