#!/usr/bin/env node
// The live demo's speed in the test browser (Debian's Chromium, headless): three simulated channels
// at 1 kHz must keep 50 frames a second without long tasks, and a 1,000,000-row CSV must be parsed
// and drawn within 2 s. Prints each figure with its budget; exits non-zero over budget.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, startServer, tempDir } from './lib.mjs';

const budgets = { fps: 50, longTasks: 0, csvMs: 2000 };
const port = Number(process.env.BENCH_DEMO_PORT ?? 4797);
const base = `http://127.0.0.1:${port}`;
const dist = process.env.WEB_DIST || path.join(root, 'apps/web/dist');
const dataDir = tempDir('sinyal-bench-demo-');
const csvPath = path.join(dataDir, 'million-rows.csv');

// time, and three channels like a 1 kHz logger's: about 30 MB.
function writeMillionRows() {
  const out = fs.openSync(csvPath, 'w');
  fs.writeSync(out, 'time,sine,ramp,noise\n');
  let chunk = '';
  for (let row = 0; row < 1_000_000; row++) {
    const time = row / 1000;
    chunk += `${time.toFixed(3)},${Math.sin(time * 6.283).toFixed(4)},${(row % 5000) / 50},${(((row * 7919) % 1000) / 500 - 1).toFixed(3)}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No built site: run "npm run build -w @sinyal/web" first.');
  process.exit(1);
}

// The demo's code (uPlot, the parser, the controller) loads with its route only: none of it may be
// in the files of the home page's first load (bundle-size.mjs holds their total to its budget).
function homeFiles() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  visit(entry);
  visit(Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx')));
  return [...files];
}
const demoInHome = homeFiles().filter((file) =>
  // uPlot's own class names, and the demo controller's timing mark.
  /u-over|sinyal-demo:file/.test(fs.readFileSync(path.join(dist, file), 'utf8')),
);
writeMillionRows();
const server = await startServer(port, dataDir, { WEB_DIST: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let failed = false;
const report = (label, value, budget, unit, ok) => {
  console.log(`${label}: ${value}${unit} (budget ${budget}${unit})${ok ? '' : '  ← over budget'}`);
  if (!ok) failed = true;
};
report(
  'Home page first load: files holding demo code',
  demoInHome.length,
  0,
  demoInHome.length ? ` (${demoInHome.join(', ')})` : '',
  demoInHome.length === 0,
);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}/#/demo`);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByText('Recording 3 simulated signals at 1,000 Hz.').waitFor();
  // A second to settle, then five seconds of frames counted by the page itself.
  const live = await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    window.__longTasks.length = 0;
    let frames = 0;
    const start = performance.now();
    await new Promise((resolve) => {
      const tick = (now) => {
        frames++;
        if (now - start < 5000) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
    const seconds = (performance.now() - start) / 1000;
    return { fps: frames / seconds, longTasks: [...window.__longTasks] };
  });
  const samples = await page.getByText(/^[\d,]+ samples · /).textContent();
  report(
    'Live demo, 3 channels at 1 kHz: frames per second',
    live.fps.toFixed(1),
    budgets.fps,
    '',
    live.fps >= budgets.fps,
  );
  report(
    `Live demo, 3 channels at 1 kHz: long tasks over 5 s${live.longTasks.length ? ` (longest ${Math.max(...live.longTasks).toFixed(0)} ms)` : ''}`,
    live.longTasks.length,
    budgets.longTasks,
    '',
    live.longTasks.length <= budgets.longTasks,
  );
  console.log(`  (recorded ${samples})`);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();

  const timings = [];
  for (let run = 0; run < 3; run++) {
    await page.getByLabel('Choose a CSV or log file').setInputFiles(csvPath);
    await page
      .getByText('million-rows.csv: 1,000,000 samples in 3 channels.')
      .waitFor({ timeout: 60_000 });
    const measured = await page.evaluate(
      () => performance.getEntriesByName('sinyal-demo:file', 'measure').at(-1)?.duration,
    );
    if (measured === undefined) throw new Error('the demo recorded no timing for the file');
    timings.push(measured);
  }
  timings.sort((a, b) => a - b);
  const median = timings[1];
  report(
    'A 1,000,000-row CSV (30 MB) parsed in a worker and drawn, median of 3',
    median.toFixed(0),
    budgets.csvMs,
    ' ms',
    median <= budgets.csvMs,
  );
} finally {
  await browser.close();
  server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
