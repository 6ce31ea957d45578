import { expect, test, type Page } from '@playwright/test';
import { expectPlanCards } from './fixtures/plans';
import { followMainNavLink, openScreen, waitUntilInteractive } from './fixtures/site';

// Math.random values that land in each third of the range, one per hero variant: the browser picks
// when the home page is reached inside the site (a loaded page comes with the server's pick).
const variants = [
  {
    random: 0.1,
    heading: 'Real-time visualization of complex datasets',
    primary: 'Download Now',
    secondary: 'Explore Features',
  },
  {
    random: 0.5,
    heading: 'Instant insight from big data',
    primary: 'Get Started',
    secondary: 'See How It Works',
  },
  {
    random: 0.9,
    heading: 'Simple, interactive data exploration',
    primary: 'Download Now',
    secondary: 'Discover Tools',
  },
] as const;

async function fixRandom(page: Page, value: number) {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

for (const variant of variants) {
  test(`hero variant "${variant.heading}" has its own buttons`, async ({ page }) => {
    await fixRandom(page, variant.random);
    await openScreen(page, '/pricing');
    await followMainNavLink(page, 'Home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.heading);
    const hero = page.getByRole('region', { name: variant.heading });
    await expect(hero.getByRole('link', { name: variant.primary, exact: true })).toHaveAttribute(
      'href',
      '/download',
    );
    const second = hero.getByRole('link', { name: variant.secondary, exact: true });
    await expect(second).toBeVisible();

    await second.click();
    await expect(page.getByRole('heading', { name: 'Core Features' })).toBeInViewport();
  });
}

test('the hero message changes between loads, and stays as the page was sent', async ({ page }) => {
  const headings = variants.map((variant) => variant.heading) as string[];
  const seen = new Set<string>();
  // Three outcomes with equal odds: 40 loads miss one with a chance of about 3 in 10 million.
  for (let load = 0; load < 40 && seen.size < headings.length; load++) {
    const answer = await page.goto('/');
    const sent = /<h1 id="hero-title"[^>]*>([^<]+)</.exec((await answer?.text()) ?? '')?.[1];
    expect(headings).toContain(sent);
    // The hydrated page keeps the message it was sent with: nothing changes after the first paint.
    await waitUntilInteractive(page);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    expect(heading).toBe(sent);
    seen.add(heading);
    await page.goto('about:blank');
  }
  expect([...seen].sort()).toEqual([...headings].sort());
});

test('home lists features, advantages, professions, the stack and the three plans', async ({
  page,
}) => {
  await openScreen(page, '/');
  await expect(page).toHaveTitle('Sinyal — real-time data plotting');

  const features = page.getByRole('region', { name: 'Core Features' });
  await expect(features.getByRole('listitem')).toHaveCount(6);
  await expect(features.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Modular drag-and-drop components',
  );
  await expect(
    page.getByRole('region', { name: 'Unique Advantages' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'Designed For Professionals' }).getByRole('heading', {
      level: 3,
    }),
  ).toHaveText(['Students', 'Researchers', 'Engineers', 'Data Analysts']);
  await expect(
    page.getByRole('region', { name: 'Technology Stack' }).getByRole('listitem'),
  ).toHaveCount(4);

  await expectPlanCards(page.locator('#pricing'));
});

test('home reads in Turkish', async ({ page }) => {
  await fixRandom(page, 0.5);
  await openScreen(page, '/pricing', 'tr');
  await page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa', exact: true }).click();
  await expect(page).toHaveURL(/\/tr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Büyük veriden anında içgörü');
  for (const heading of [
    'Temel Özellikler',
    'Öne Çıkan Avantajlar',
    'Profesyoneller İçin Tasarlandı',
    'Teknoloji Altyapısı',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#pricing').getByText('Popüler')).toBeVisible();
});
