#!/usr/bin/env node
// The catalogue's four orders over 10,000 extensions (docs/architecture.md §19): p50/p99 of one page
// (24 cards) for each of downloads, rating, updated and name, the first pages most often as readers
// ask them and deep pages too (HTTP on loopback, SQLite). Fails when a p99 is over its budget.
import fs from 'node:fs';
import { benchTarget, percentile, seedExtensions, startServer } from './lib.mjs';

const budgetMs = Number(process.env.BENCH_ORDER_BUDGET_MS ?? 20);
const extensions = 10_000;
const rounds = Number(process.env.BENCH_ORDER_ROUNDS ?? 300);
const pageSize = 24;
const lastPage = Math.ceil(extensions / pageSize);
const { port, base, dataDir } = benchTarget('BENCH_ORDER_PORT', 4796, 'order');

seedExtensions(dataDir, extensions);
const server = await startServer(port, dataDir);
let failures = 0;
try {
  const total = (await (await fetch(`${base}/api/extensions?page_size=1`)).json()).total;
  if (total < extensions) throw new Error(`only ${total} extensions were seeded`);
  // The catalogue's first page as it was before the orders, timed the same way: on a busy machine
  // it tells the orders' own cost from the machine's.
  for (const sort of ['', 'downloads', 'rating', 'updated', 'name']) {
    const timings = [];
    for (let round = -20; round < rounds; round++) {
      // Half the reads are the first three pages; the rest spread over the whole catalogue.
      const spread =
        round % 2 === 0 ? 1 + (Math.abs(round) % 3) : 1 + (Math.abs(round * 37) % lastPage);
      const page = sort === '' ? 1 : spread;
      const order = sort === '' ? '' : `sort=${sort}&`;
      const started = process.hrtime.bigint();
      const response = await fetch(
        `${base}/api/extensions?${order}page=${page}&page_size=${pageSize}`,
      );
      await response.json();
      if (!response.ok) throw new Error(`sort=${sort} answered ${response.status}`);
      // The first twenty warm the server up and are not counted.
      if (round >= 0) timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    timings.sort((a, b) => a - b);
    const p99 = percentile(timings, 99);
    if (sort === '') {
      console.log(
        `     reference: the first page without an order: p50 ${percentile(timings, 50).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`,
      );
      continue;
    }
    const ok = p99 < budgetMs;
    if (!ok) failures++;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} catalogue sort=${sort} over ${total.toLocaleString('en')} extensions (${rounds} pages): p50 ${percentile(timings, 50).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (budget < ${budgetMs} ms)`,
    );
  }
} finally {
  server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
