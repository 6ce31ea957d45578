import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { publicPages, siteLanguages, sitePath } from '@sinyal/contracts/site-pages';
import { openScreen, waitUntilInteractive } from './fixtures/site';

/** Every warning and error the page logs, and every uncaught error, from the first byte on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('an old #/pricing link lands on /pricing', async ({ page }) => {
  await page.goto('/#/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/pricing');
  expect(new URL(page.url()).hash).toBe('');
});

test('an old link keeps its query, and a secret of an old link moves to the fragment', async ({
  page,
}) => {
  await page.goto('/#/docs/connecting-sources?from=mail#can');
  await expect(page).toHaveURL(/:\d+\/docs\/connecting-sources\?from=mail#can$/);
  await page.goto('/#/verify-email?token=not-a-real-token');
  await expect(page).toHaveURL(/:\d+\/verify-email#token=not-a-real-token$/);
});

const forumUrl = 'https://community.sinyal.app';

// Every public page in each language, and a catalogue page the server draws.
const hydratedAddresses = [
  ...siteLanguages.flatMap((language) => publicPages.map((route) => sitePath(route, language))),
  '/extensions/csv-recorder',
];
for (const address of hydratedAddresses) {
  test(`${address} is prerendered and hydrates without a warning`, async ({ page }) => {
    const problems = collectProblems(page);
    // The served HTML already holds the page, before any script runs.
    const served = await page.request.get(address);
    expect(await served.text()).toMatch(/<h1[^>]*>[^<]+/);
    // /community hydrates and goes on to the forum, answered here by a stand-in page.
    const leavesFor = address.endsWith('/community') ? forumUrl : undefined;
    if (leavesFor) {
      await page.route(`${leavesFor}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Forum</h1>' }),
      );
    }
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (leavesFor) await expect(page).toHaveURL(`${leavesFor}/`);
    else await waitUntilInteractive(page);
    expect(problems).toEqual([]);
  });
}

test('the language switch leads to the same page under /tr, and back', async ({ page }) => {
  await openScreen(page, '/pricing');
  await page.getByRole('button', { name: /^TR/ }).click();
  await expect(page).toHaveURL(/:\d+\/tr\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiyatlandırma' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page).toHaveURL(/:\d+\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown address shows the not-found page with a 404', async ({ page }) => {
  const answer = await page.goto('/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    // The home page is sent with one of its three hero messages.
    [
      '/',
      /^(Real-time visualization of complex datasets|Instant insight from big data|Simple, interactive data exploration)$/,
      'Core Features',
    ],
    [
      '/tr',
      /^(Karmaşık veri setlerini gerçek zamanlı görselleştirin|Büyük veriden anında içgörü|Basit ve etkileşimli veri keşfi)$/,
      'Temel Özellikler',
    ],
    ['/pricing', 'Pricing', 'Enterprise'],
    ['/tr/pricing', 'Fiyatlandırma', 'Enterprise'],
    ['/docs', 'Developer Documentation', 'Contents'],
    ['/about', 'About Sinyal', 'Sinyal'],
    ['/download', 'Download Sinyal', 'Windows'],
  ] as const;
  for (const [address, heading, text] of pages) {
    test(`${address} reads, styled, without a script or a stylesheet to fetch`, async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (['script', 'stylesheet'].includes(request.resourceType())) fetched.push(request.url());
      });
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.locator('nav#primary-navigation')).toBeAttached();
      // The page's CSS is in the page: the header is already its bar, the main column its width.
      await expect(page.locator('.site-header__bar')).toHaveCSS('display', 'flex');
      expect(fetched.filter((url) => url.endsWith('.css'))).toEqual([]);
    });
  }

  test('the first screen has its own CSS too: the home page’s plot, the pricing table', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('.live-plot')).toHaveCSS('background-color', 'rgb(15, 38, 36)');
    await page.goto('/pricing');
    await expect(page.locator('.compare__table')).toHaveCSS('border-collapse', 'collapse');
  });
});
