import { expect, test } from '@playwright/test';
import { signedInPage } from './fixtures/accounts';
import { openScreen, openTitledScreen } from './fixtures/site';

test('the header links to every public section and the footer carries the copyright line', async ({
  page,
}) => {
  // The line names the year the page is shown in.
  const year = new Date().getFullYear();
  await openScreen(page, '/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Extensions', 'Docs', 'Download', 'Pricing', 'About']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText(`© ${year} Sinyal. All rights reserved.`)).toBeVisible();
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

test('the user menu offers Log in and Register to a visitor', async ({ page }) => {
  await openScreen(page, '/');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/:\d+\/register$/);
});

// The badge is for development only (apps/web/src/config/env.ts); how it behaves there is tested
// beside it, in components/layout/top-bar.test.tsx.
for (const language of ['en', 'tr'] as const) {
  test(`the production site shows no Dev Mode badge (${language})`, async ({ page }) => {
    await openScreen(page, '/about', language);
    const bar = page.getByRole('complementary');
    await expect(bar.getByRole('link')).toBeVisible();
    await expect(page.getByRole('button', { name: /Dev Mode|Geliştirici Modu/ })).toHaveCount(0);
    await expect(page.getByText(/^(Dev Mode|Geliştirici Modu)$/)).toHaveCount(0);
  });
}

test('the announcement can be dismissed and stays dismissed after a reload', async ({ page }) => {
  await openScreen(page, '/about');
  const notice = page.getByRole('complementary', { name: 'Site notice' });
  await expect(notice.getByText('Sinyal 1.0.0 is out for Windows and Linux.')).toBeVisible();
  const close = notice.getByRole('button', { name: 'Dismiss the announcement' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(notice.getByText(/is out for Windows/)).toHaveCount(0);
  // Nothing else is in the bar of a production build: focus moves on to the page, never to <body>.
  await expect(page.locator('main')).toBeFocused();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download it' })).toHaveCount(0);
  await expect(notice).toHaveCount(0);
});

test('an unknown route shows the not-found screen with a way home', async ({ page }) => {
  await openTitledScreen(page, '/no-such-page', {
    heading: "We couldn't find that page",
    title: 'Page not found · Sinyal',
  });
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('the language switch turns the site Turkish and the choice survives a reload', async ({
  page,
}) => {
  const year = new Date().getFullYear();
  await openScreen(page, '/about');
  await page.getByRole('button', { name: /Türkçe/ }).click();
  await expect(
    page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Eklentiler' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Eklentiler' }).first()).toBeVisible();
  await expect(page.getByText(`© ${year} Sinyal. Tüm hakları saklıdır.`)).toBeVisible();
});

test('signed in, the header keeps to one line at every width between phone and desktop', async ({
  page,
  request,
}) => {
  const { account } = await signedInPage(page, request, 'header_with_long_name');
  await openScreen(page, '/about');
  await expect(page.getByRole('button', { name: account.username })).toBeVisible();
  for (const width of [1280, 1100, 1081, 1080, 960, 901, 768]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `at ${width} px`).toBe(0);
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height, `at ${width} px`).toBeLessThanOrEqual(65);
  }
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The forms hold selects, which are as wide as their longest option (a Turkish country name) unless
  // their column may shrink.
  for (const language of ['en', 'tr'] as const) {
    test(`no form screen scrolls sideways (${language})`, async ({ page }) => {
      for (const route of ['/register', '/login', '/contact', '/reset-password']) {
        await openScreen(page, route, language);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, route).toBe(0);
      }
    });
  }

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
    await expect(page).toHaveURL(/:\d+\/docs$/);
    await expect(nav).toBeHidden();
  });

  for (const language of ['en', 'tr'] as const) {
    test(`header and announcement bar take less than a tenth of a 390×844 screen (${language})`, async ({
      page,
    }) => {
      await openScreen(page, '/', language);
      const bar = page.getByRole('complementary');
      await expect(bar.getByRole('link')).toBeVisible();
      const box = await bar.boundingBox();
      expect(box).not.toBeNull();
      expect((box!.y + box!.height) / 844).toBeLessThan(0.1);
      // Scrolled, only the header stays.
      await page.mouse.wheel(0, 900);
      await expect(bar).not.toBeInViewport();
      const header = await page.getByRole('banner').boundingBox();
      expect((header!.y + header!.height) / 844).toBeLessThan(0.07);
    });
  }

  test('the open menu keeps Tab and Shift+Tab inside it, locks the page and Escape returns to the toggle', async ({
    page,
  }) => {
    await openScreen(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    // The page behind must not move, by wheel or by keyboard.
    await page.mouse.move(200, 700);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');

    // Forward: Home … About, EN, TR, Account, then round to the toggle again.
    const forward = ['Home', 'Extensions', 'Docs', 'Download', 'Pricing', 'About'];
    for (const name of forward) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /English/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Türkçe/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    // Backward from the toggle lands on the menu's last control, not on the page behind.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();

    // The scroll attempts made at the start have had the whole Tab round to take effect.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    // Unlocked again once closed.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('Escape closes the account list first, then the menu', async ({ page }) => {
    await openScreen(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Register' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the menu closes by its toggle and by a tap on the dimmed page', async ({ page }) => {
    await openScreen(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/:\d+\/about$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
