#!/usr/bin/env node
// Lighthouse on the home page and the pricing page served by the production server, in Debian's
// Chromium, as a phone (Lighthouse's default: mobile screen, simulated slow 4G and a slower CPU).
// Prints the four category scores and the paint times; fails when a score is under its floor or the
// largest paint is later than its ceiling (issue 23: performance 98, SEO 100, LCP 1.2 s).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 4790);
const floors = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const lcpCeilingMs = 1200;
// The pages' own addresses (path routes, docs/decisions/0014): each is served prerendered.
const pages = ['/', '/pricing'];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sinyal-lh-'));

async function waitForServer(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url}`);
}

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});

let chrome;
let failed = false;
try {
  await waitForServer(`http://127.0.0.1:${port}/api/health`, Date.now() + 120_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  for (const page of pages) {
    const runs = [];
    // Three runs, median performance: one run on a shared 2-core machine is noisy.
    for (let run = 0; run < 3; run++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(floors),
      });
      runs.push(result.lhr);
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const median = runs[1];
    // LIGHTHOUSE_REPORTS=<folder> keeps the median run's full report (open it in Lighthouse's viewer).
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = page === '/' ? 'home' : page.replace(/\W+/g, '-').replace(/^-/, '');
      fs.writeFileSync(
        path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`),
        JSON.stringify(median),
      );
    }
    console.log(`${page} (mobile, median of 3 by performance)`);
    for (const [id, floor] of Object.entries(floors)) {
      const score = Math.round(median.categories[id].score * 100);
      const mark = score >= floor ? 'ok' : `UNDER ${floor}`;
      console.log(`  Lighthouse ${median.categories[id].title}: ${score} (${mark})`);
      if (score < floor) {
        failed = true;
        for (const ref of median.categories[id].auditRefs) {
          const audit = median.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1)
            console.log(
              `    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`,
            );
        }
      }
    }
    const lcp = median.audits['largest-contentful-paint'].numericValue;
    if (lcp > lcpCeilingMs) {
      failed = true;
      console.log(
        `  Largest Contentful Paint ${(lcp / 1000).toFixed(2)} s: OVER ${lcpCeilingMs / 1000} s`,
      );
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(
      `  ${metrics.map((id) => `${median.audits[id].title}: ${median.audits[id].displayValue}`).join(' · ')}`,
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
