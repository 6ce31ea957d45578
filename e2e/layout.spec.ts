import { expect, test } from '@playwright/test';
import { openScreen } from './fixtures/site';

test('the header links to every public section and the footer carries the copyright line', async ({
  page,
}) => {
  await openScreen(page, '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Extensions', 'Docs', 'Download', 'About']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText('© 2023 Sinyal. All rights reserved.')).toBeVisible();
  for (const name of [
    'Features',
    'Pricing',
    'Documentation',
    'Tutorials',
    'Blog',
    'Community',
    'About Us',
    'Contact',
    'Careers',
    'Legal',
  ]) {
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }
});

test('the user menu offers Login and Register to a visitor', async ({ page }) => {
  await openScreen(page, '/');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/register$/);
});

test('the Dev Mode badge disappears when clicked', async ({ page }) => {
  await openScreen(page, '/');
  const badge = page.getByRole('button', { name: /Dev Mode/ });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('Dev Mode');
  await badge.click();
  await expect(badge).toHaveCount(0);
});

test('an unknown route shows the not-found screen with a way home', async ({ page }) => {
  await openScreen(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page).toHaveTitle('Page not found · Sinyal');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test('the language switch turns the site Turkish and the choice survives a reload', async ({
  page,
}) => {
  await openScreen(page, '/about');
  await page.getByRole('button', { name: /Türkçe/ }).click();
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Eklentiler' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Eklentiler' }).first()).toBeVisible();
  await expect(page.getByText('© 2023 Sinyal. Tüm hakları saklıdır.')).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle opens and closes the navigation', async ({ page }) => {
    await openScreen(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await nav.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/#\/docs$/);
    await expect(nav).toBeHidden();
  });
});
