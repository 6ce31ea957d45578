import { expect, test, type Page } from '@playwright/test';
import { openScreen } from './fixtures/site';

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

test('the Turkish home page has a Turkish title and description', async ({ page }) => {
  await openScreen(page, '/', 'tr');
  await expect(page).toHaveTitle('Sinyal — gerçek zamanlı veri çizimi');
  await expect
    .poll(() => description(page))
    .toBe(
      'Sinyal, UART, CAN, Bluetooth ve veritabanlarından gelen verileri gerçek zamanlı çizen, eklenti pazarı olan bir masaüstü uygulamasıdır.',
    );
});

test('the download page describes itself in the reader’s language', async ({ page }) => {
  await openScreen(page, '/download', 'tr');
  await expect(page).toHaveTitle('İndir · Sinyal');
  await expect
    .poll(() => description(page))
    .toMatch(/^İşletim sisteminizi ve sürüm kanalını seçin/);
});

// Every screen a visitor can reach without an account: title and description change with the
// language switch, without a reload, and change back.
const routes = [
  '/',
  '/download',
  '/about',
  '/careers',
  '/docs',
  '/docs/recording-replay',
  '/demo',
  '/changelog',
  '/pricing',
  '/legal',
  '/privacy',
  '/extensions',
  '/contact',
  '/login',
  '/register',
  '/blog',
  '/tutorials',
  '/no-such-page',
];

// "Blog" is also the Turkish word.
const sameTitleInTurkish = new Set(['/blog']);

for (const route of routes) {
  test(`${route}: title and description follow the language switch`, async ({ page }) => {
    await openScreen(page, route, 'en');
    await expect.poll(() => description(page)).not.toBeNull();
    const english = { title: await page.title(), description: await description(page) };
    expect(english.title).toMatch(/Sinyal/);

    await page
      .getByRole('button', { name: /Türkçe/ })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    if (!sameTitleInTurkish.has(route)) await expect(page).not.toHaveTitle(english.title);
    await expect.poll(() => description(page)).not.toBe(english.description);

    await page
      .getByRole('button', { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveTitle(english.title);
    await expect.poll(() => description(page)).toBe(english.description);
  });
}
