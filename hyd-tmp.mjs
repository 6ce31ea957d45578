import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of ['/', '/tr', '/extensions/csv-recorder', '/#/pricing', '/docs/rest-api', '/pricing', '/tr/docs/installing']) {
  const page = await browser.newPage();
  const messages = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto('http://127.0.0.1:4392' + url);
  await page.waitForLoadState('networkidle');
  console.log(url, '->', new URL(page.url()).pathname + new URL(page.url()).hash, await page.title(), await page.locator('html').getAttribute('lang'));
  for (const m of messages) console.log('   ', m);
  await page.close();
}
await browser.close();
