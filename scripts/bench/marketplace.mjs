#!/usr/bin/env node
// Catalogue search latency with 10,000 generated extensions (HTTP on loopback, p50/p99), and the time
// from opening the connected marketplace page to cards showing the local backend's status.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import {
  benchTarget,
  catalogueSearchFigures,
  seedExtensions,
  startProcess,
  startServer,
  tempDir,
} from './lib.mjs';

const { port, base, dataDir } = benchTarget('BENCH_MARKET_PORT', 4795, 'market');
const agentDir = tempDir('sinyal-bench-agent-');
const key = 'bench-pairing-key-0123456789abcdef';

seedExtensions(dataDir, 10000);

const server = await startServer(port, dataDir);
let agent;
let browser;
const cleanup = [];
try {
  const search = await catalogueSearchFigures(base);
  console.log(
    `Catalogue search over ${search.extensions} extensions (${search.requests} requests): p50 ${search.p50Ms.toFixed(2)} ms, p99 ${search.p99Ms.toFixed(2)} ms`,
  );

  // The connected page is timed on a catalogue as a newcomer has it (the two samples), served by a
  // second server; the 10,000-extension one above only times the first cards.
  const smallDir = tempDir('sinyal-bench-small-');
  cleanup.push(() => fs.rmSync(smallDir, { recursive: true, force: true }));
  const small = await startServer(port + 2, smallDir);
  cleanup.push(() => small.stop());
  const smallBase = `http://127.0.0.1:${port + 2}`;

  const agentPort = port + 1;
  agent = await startProcess(
    'apps/agent/src/server.ts',
    {
      AGENT_PORT: String(agentPort),
      AGENT_KEY: key,
      AGENT_DATA_DIR: agentDir,
      SITE_URL: smallBase,
    },
    `${base}/api/health`,
  );
  // The agent prints its link once it listens.
  for (let waited = 0; !/#\/extensions\?/.test(agent.output()) && waited < 200; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const agentBase = `http://127.0.0.1:${agentPort}`;
  const installed = await fetch(`${agentBase}/api/install/csv-recorder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sinyal-key': key, origin: smallBase },
    body: '{}',
  });
  if (!installed.ok) throw new Error(`agent install answered ${installed.status}`);
  const link = agent.output().match(/https?:\/\/\S+#\/extensions\?\S+/)?.[0];
  if (!link) throw new Error('the agent printed no marketplace link');

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs = [];
  for (let run = 0; run < 5; run++) {
    // A new context each time: nothing cached, like a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link, { waitUntil: 'commit' });
    await page
      .getByRole('button', { name: /^Disable/ })
      .first()
      .waitFor({ timeout: 20_000 });
    runs.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  runs.sort((a, b) => a - b);
  const firstCards = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/#/extensions`, { waitUntil: 'commit' });
    await page
      .getByRole('list', { name: /extensions/i })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: 20_000 });
    firstCards.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  firstCards.sort((a, b) => a - b);
  console.log(
    `Marketplace page over 10,000 extensions, navigation to the first cards (3 cold loads): median ${firstCards[1].toFixed(0)} ms`,
  );
  console.log(
    `Connected marketplace page, navigation to cards with local status (5 cold loads): median ${runs[2].toFixed(0)} ms, slowest ${runs[4].toFixed(0)} ms`,
  );
} finally {
  await browser?.close();
  for (const step of cleanup) step();
  agent?.stop();
  server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(agentDir, { recursive: true, force: true });
}
