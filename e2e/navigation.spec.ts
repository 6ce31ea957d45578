import { expect, test, type Page } from '@playwright/test';
import { openScreen } from './fixtures/site';

test('a route whose code is slow to arrive keeps the current page on screen, with a progress bar, until it is ready', async ({
  page,
}) => {
  await openScreen(page, '/');
  const homeHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(homeHeading).not.toBe('');

  // Holds back the About screen's chunk (and its strings, built under the same name) until released.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/about-*.js', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('progressbar', { name: 'Loading...' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'About Sinyal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

/** The page's scroll position once it has stopped moving. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The main navigation's link `link` opens the page headed `heading`, at its top. */
async function followMainLink(page: Page, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
}

/** Back leaves the page headed `heading` for the page before, scrolled to `y` (±3 px of rounding). */
async function goBackTo(page: Page, heading: string, y: number) {
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 3);
  expect(await scrollY(page)).toBeLessThan(y + 3);
}

test('Back and Forward return to where the reader was; a new page starts at the top', async ({
  page,
}) => {
  await openScreen(page, '/');
  await scrollTo(page, 1500);
  await followMainLink(page, 'Download', 'Download Sinyal');
  await scrollTo(page, 700);

  await goBackTo(page, 'Download Sinyal', 1500);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Download Sinyal' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(700);
});

test('a link to a section of another page scrolls to that section', async ({ page }) => {
  await openScreen(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Core Features' })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Back through the phone menu returns to the scroll position', async ({ page }) => {
    await openScreen(page, '/');
    await scrollTo(page, 2000);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await followMainLink(page, 'About', 'About Sinyal');
    await goBackTo(page, 'About Sinyal', 2000);
  });
});
