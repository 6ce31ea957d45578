#!/usr/bin/env node
// Screenshots of running pages for a person to look at:
//   node scripts/screenshot.mjs <base-url> <out-dir> <route>[,<route>…] [width=1280] [lang=en]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [
  base = 'http://127.0.0.1:3000',
  outDir = '/tmp/shots',
  list = '/',
  width = '1280',
  lang = 'en',
] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addInitScript((language) => localStorage.setItem('language', language), lang);
const page = await context.newPage();
for (const route of list.split(',')) {
  await page.goto(`${base}/#${route}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${lang}.png`;
  await page.screenshot({ path: path.join(outDir, name), fullPage: true });
  console.log(path.join(outDir, name));
}
await browser.close();
