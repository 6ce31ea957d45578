import { expect, test as base, type Page } from '@playwright/test';
import {
  createVerifiedAccount,
  e2eBaseUrl,
  loginByApi,
  useSessionToken,
} from './fixtures/accounts';
import { followMainNavLink, openDashboardFromHeader } from './fixtures/site';

// One account per worker: registering is rate limited per address, and these tests only read.
const test = base.extend<object, { token: string }>({
  token: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: e2eBaseUrl });
      const account = await createVerifiedAccount(request, 'tabs', 'Ece Kaya');
      await use(await loginByApi(request, account));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/**
 * Reaches the dashboard the way a reader does, from the home page through the header, so the
 * screen has loaded only what its first tab needs.
 */
async function openDashboardFromHome(page: Page, token: string) {
  await useSessionToken(page, token);
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await openDashboardFromHeader(page);
}

/** Presses a key in the tab list and expects the focus on the tab it names. */
async function pressToFocus(page: Page, key: string, tab: string) {
  await page.keyboard.press(key);
  await expect(page.getByRole('tab', { name: tab })).toBeFocused();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('a clicked tab keeps the focus while its panel loads, and the arrow keys move between tabs', async ({
      page,
      token,
    }) => {
      await openDashboardFromHome(page, token);
      const security = page.getByRole('tab', { name: 'Security' });
      await security.click();
      await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
      await expect(security).toHaveAttribute('aria-selected', 'true');
      await expect(security).toBeFocused();

      await page.keyboard.press('ArrowLeft');
      const privacy = page.getByRole('tab', { name: 'Privacy & Data' });
      await expect(privacy).toBeFocused();
      await expect(privacy).toHaveAttribute('aria-selected', 'true');
      await pressToFocus(page, 'Home', 'Overview');
      await pressToFocus(page, 'End', 'Security');
      await expect(page.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
    });
  });
}

test('keys move from the focused tab even while the chosen panel is still loading', async ({
  page,
  token,
}) => {
  await openDashboardFromHome(page, token);
  // The Security panel's strings and form come in "account" chunks the Overview did not need:
  // hold them back, so the switch to Security stays pending while the next key is pressed.
  const held: (() => void)[] = [];
  await page.route('**/assets/account-*', (route) => {
    held.push(() => void route.continue());
  });
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Overview').focus();
  await pressToFocus(page, 'End', 'Security');
  await pressToFocus(page, 'ArrowDown', 'Overview');
  await pressToFocus(page, 'ArrowUp', 'Security');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const release of held.splice(0)) release();
  await page.unroute('**/assets/account-*');
  await expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
});

test('each tab has its own address; Back and Forward move between tabs and the dashboard is not left', async ({
  page,
  token,
}) => {
  await openDashboardFromHome(page, token);
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  for (const [name, address] of [
    ['Security', /:\d+\/dashboard\/security$/],
    ['Billing & Plans', /:\d+\/dashboard\/billing$/],
    ['API Access', /:\d+\/dashboard\/api$/],
  ] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
  }
  const selected = (name: string) =>
    expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/dashboard\/billing$/);
  await selected('Billing & Plans');
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/dashboard\/security$/);
  await selected('Security');
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  await selected('Overview');
  await page.goForward();
  await expect(page).toHaveURL(/:\d+\/dashboard\/security$/);
  await selected('Security');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  // One more Back leaves the dashboard for the page before it.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a tab opens from its link; older addresses lead on to their tab; an unknown tab is not found', async ({
  page,
  token,
}) => {
  await useSessionToken(page, token);
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/dashboard/security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  // The header's Dashboard link is current on every tab and leads back to the Overview.
  await followMainNavLink(page, 'Dashboard');
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  for (const [old, address, tab] of [
    ['/profile', /:\d+\/dashboard\/profile$/, 'Profile'],
    ['/dashboard?tab=billing', /:\d+\/dashboard\/billing$/, 'Billing & Plans'],
    ['/dashboard/overview', /:\d+\/dashboard$/, 'Overview'],
  ] as const) {
    await page.goto(`/#${old}`);
    await expect(page).toHaveURL(address);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }

  // The checkout keeps its address on the dashboard route.
  await page.goto('/dashboard?checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Sinyal Pro');

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
});

test('on a phone a tapped tab brings its panel into view and Back returns to where the reader was', async ({
  page,
  token,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboardFromHome(page, token);
  const security = page.getByRole('tab', { name: 'Security' });
  await security.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await security.click();
  await expect(page).toHaveURL(/:\d+\/dashboard\/security$/);
  await expect(page.getByRole('tabpanel', { name: 'Security' })).toBeInViewport();
  // The panel glides into view; the reader goes Back once it is there.
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === last && y > before;
      last = y;
      return settled;
    })
    .toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await page.goForward();
  await expect(page).toHaveURL(/:\d+\/dashboard\/security$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(last);
});
