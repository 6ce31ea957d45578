import { expect, test as base, type Locator, type Page } from '@playwright/test';
import {
  accountOnPlan,
  createVerifiedAccount,
  e2eBaseUrl,
  loginByApi,
  useSessionToken,
  type TestAccount,
} from './fixtures/accounts';
import { seriousAxeViolations } from './fixtures/axe';
import { expectLinkTargets, pathIn, toast } from './fixtures/site';

interface SignedIn {
  account: TestAccount;
  token: string;
}

// One free and one premium account per worker: registering is rate limited per address, and none
// of these tests changes what the others read (failures are simulated with page.route).
const test = base.extend<object, { free: SignedIn; premium: SignedIn }>({
  free: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: e2eBaseUrl });
      const account = await createVerifiedAccount(request, 'free', 'Ayşe Demir');
      await use({ account, token: await loginByApi(request, account) });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  premium: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: e2eBaseUrl });
      await use(await accountOnPlan(request, 'premium', 'premium', 'Mert Aydın'));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

async function openDashboard(
  page: Page,
  token: string,
  route = '/dashboard',
  language: 'en' | 'tr' = 'en',
) {
  await useSessionToken(page, token);
  await page.goto(pathIn(route, language));
}

/** Opens the dashboard on its Overview and returns the Overview's region named `name`. */
async function openOverviewRegion(page: Page, token: string, name: string): Promise<Locator> {
  await openDashboard(page, token);
  return page.getByRole('region', { name });
}

/** Opens the dashboard on its Overview, then the tab `name`; returns the tab's panel. */
async function openDashboardTab(page: Page, token: string, name: string): Promise<Locator> {
  await openDashboard(page, token);
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

/** Answers the page's `method` calls to `url` with a server error; the others go through. */
async function failRequests(page: Page, url: string, method: string) {
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
}

/** An upgrade offer announces the payment, then opens the checkout. */
async function expectUpgradeToCheckout(page: Page, upgrade: Locator) {
  await upgrade.click();
  await expect(toast(page, 'Redirecting to the Pro checkout...')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/dashboard\?checkout$/);
}

const tabs = [
  'Overview',
  'Profile',
  'API Access',
  'Extensions',
  'Billing & Plans',
  'Privacy & Data',
  'Security',
];

test('a visitor without a token gets a sign-in prompt and no account data is asked for', async ({
  page,
}) => {
  const accountCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(profile|premium|user\/stats|sessions)/.test(request.url())) {
      accountCalls.push(request.url());
    }
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to see your dashboard');
  await expect(page).toHaveTitle('Dashboard · Sinyal');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Create an account' }),
  ).toHaveAttribute('href', '/register');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(accountCalls).toEqual([]);
});

test('the dashboard shows a spinner until the data is in, then the welcome line and the Lite badge', async ({
  page,
  request,
  free,
}) => {
  // Holds the stats answer back, so the spinner can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/stats', async (route) => {
    await held;
    await route.continue();
  });
  await openDashboard(page, free.token);
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading your dashboard...' }),
  ).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ayşe Demir');
  await expect(page.getByText('Loading your dashboard...')).toHaveCount(0);
  const side = page.getByRole('complementary', { name: 'Your account' });
  await expect(side.getByText('A', { exact: true })).toBeVisible();
  await expect(side.getByText('Ayşe Demir')).toBeVisible();
  await expect(side.getByText(free.account.email)).toBeVisible();
  await expect(side.getByText('Lite', { exact: true })).toBeVisible();
  await expect(side.getByRole('tab')).toHaveText(tabs);
  await expect(page.getByRole('link', { name: 'Browse Extensions', exact: true })).toHaveAttribute(
    'href',
    '/extensions',
  );
  await expect(page.getByRole('link', { name: 'Download App', exact: true })).toHaveAttribute(
    'href',
    '/download',
  );
  // The cards show the server's real figures.
  const answer = await request.get('/api/user/stats', {
    headers: { Authorization: `Bearer ${free.token}` },
  });
  const figures = (await answer.json()) as Record<string, number | string>;
  // Each says what it counts under its name.
  const stats = page.getByRole('tabpanel').getByRole('listitem');
  for (const [label, hint, key] of [
    [
      'Installed Extensions',
      'Different extensions installed on your signed-in devices',
      'extensions',
    ],
    ['Active Projects', 'Projects your devices report keeping in Sinyal', 'projects'],
    ['Devices', 'Desktop apps signed in to your account', 'devices'],
    ['API Calls (30d)', 'Calls made with your API tokens', 'apiCalls'],
    ['Storage Used', 'Extension packages you published', 'storage'],
  ] as const) {
    const card = stats.filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
    await expect(card).toHaveText(`${label}${hint}${figures[key]}`);
  }
});

test('the plan badge reads as the plan is written in Turkish too (a brand name, never "LİTE")', async ({
  page,
  free,
}) => {
  await openDashboard(page, free.token, '/dashboard', 'tr');
  const badge = page.getByRole('complementary', { name: 'Hesabınız' }).getByText('Lite', {
    exact: true,
  });
  await expect(badge).toBeVisible();
  // innerText is the text as drawn, after any CSS text-transform.
  expect(await badge.innerText()).toBe('Lite');
});

test('a 401 while loading signs the reader out', async ({ page, free }) => {
  await page.route('**/api/profile', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'invalid_token',
        detail: 'Your session has expired or has ended. Please log in again.',
      }),
    }),
  );
  await openDashboard(page, free.token);
  await expect(toast(page, 'Failed to load dashboard data')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to see your dashboard');
  expect(
    await page.evaluate(() => [
      window.localStorage.getItem('token'),
      window.sessionStorage.getItem('token'),
    ]),
  ).toEqual([null, null]);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('four failing load calls make one toast, not a stack', async ({ page, free }) => {
  await page.route(/\/api\/(profile|premium|user\/stats|sessions)$/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await openDashboard(page, free.token);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  await expect(toast(page, 'Failed to load dashboard data')).toHaveCount(1);
});

test('a failing load call says "Failed to load dashboard data", ends the spinner, and Try again recovers', async ({
  page,
  free,
}) => {
  let failing = true;
  await page.route('**/api/user/stats', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  await openDashboard(page, free.token);
  await expect(toast(page, 'Failed to load dashboard data')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ayşe Demir');
  const problem = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(problem).toBeVisible();
  failing = false;
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ayşe Demir');
  await expect(problem).toHaveCount(0);
});

test('a free account sees the upgrade banner, and Upgrade Now announces the payment and opens the checkout', async ({
  page,
  free,
}) => {
  const banner = await openOverviewRegion(page, free.token, 'Unlock Pro Features');
  await expect(banner).toBeVisible();
  await expectUpgradeToCheckout(page, banner.getByRole('button', { name: 'Upgrade Now' }));
});

test('Billing & Plans shows the Lite plan, Upgrade to Pro and the feature comparison under Lite, Pro and Enterprise', async ({
  page,
  free,
}) => {
  const panel = await openDashboardTab(page, free.token, 'Billing & Plans');
  await expect(panel.getByRole('heading', { name: 'Lite plan' })).toBeVisible();
  await expect(panel.getByText('Basic features')).toBeVisible();
  await expect(panel.getByText('Current', { exact: true })).toBeVisible();
  // The pricing page's rows (one plan table) under the plans' one set of names, the account's marked.
  const table = panel.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature',
    'LiteCurrent plan',
    'Pro',
    'Enterprise',
  ]);
  await expect(panel.getByText(/Free|Premium/)).toHaveCount(0);
  const cells = (name: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell');
  await expect(cells('Basic extensions')).toHaveCount(0);
  await expect(cells('Extensions')).toHaveText(['5 slots', 'Unlimited', 'Unlimited']);
  await expect(cells('API access')).toHaveText(['Included', 'Included', 'Included']);
  for (const premium of ['Pro extensions', 'Advanced visualization', 'Auto-save and replay']) {
    await expect(cells(premium)).toHaveText(['Not included', 'Included', 'Included']);
  }
  for (const enterpriseOnly of ['Team management', 'White-label']) {
    await expect(cells(enterpriseOnly)).toHaveText(['Not included', 'Not included', 'Included']);
  }
  await expectUpgradeToCheckout(page, panel.getByRole('button', { name: 'Upgrade to Pro' }));
});

test('a Pro account (set with npm run admin) sees the Pro badge, the Pro plan and no upgrade offer', async ({
  page,
  premium,
}) => {
  await openDashboard(page, premium.token);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Mert Aydın');
  await expect(page.getByRole('complementary').getByText('Pro', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Lite', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/Unlock Pro Features|Premium|Free/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Billing & Plans' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
  await expect(panel.getByText('All features unlocked')).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Upgrade/ })).toHaveCount(0);
  await expect(panel.getByRole('columnheader')).toHaveText([
    'Feature',
    'Lite',
    'ProCurrent plan',
    'Enterprise',
  ]);
  await expect(panel.getByText(/Premium|Free/)).toHaveCount(0);
});

test('/profile opens the Profile tab at its own address, with username, e-mail, sector and country read-only', async ({
  page,
  free,
}) => {
  await openDashboard(page, free.token, '/profile');
  await expect(page).toHaveURL(/:\d+\/dashboard\/profile$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(panel.getByLabel('Username')).toHaveValue(free.account.username);
  await expect(panel.getByLabel('Email')).toHaveValue(free.account.email);
  await expect(panel.getByLabel('Sector')).toHaveValue('Engineering');
  await expect(panel.getByLabel('Country')).toHaveValue('Türkiye');
  for (const label of ['Username', 'Email', 'Sector', 'Country', 'Full name']) {
    await expect(panel.getByLabel(label)).toBeDisabled();
  }
  await expect(panel.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();
  // The user menu's Profile entry comes back to the same tab.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: free.account.username }).click();
  await header.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/:\d+\/dashboard\/profile$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});

test('a failed profile save says "Update failed" and stays in edit mode; Cancel brings back the saved values', async ({
  page,
  free,
}) => {
  await failRequests(page, '**/api/profile', 'PUT');
  await openDashboard(page, free.token, '/profile');
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await panel.getByRole('button', { name: 'Edit Profile' }).click();
  const fullName = panel.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toBeEnabled();
  await expect(fullName).toBeFocused();
  await fullName.fill('Someone Else');
  await panel.getByRole('textbox', { name: 'Company' }).fill('Other Co');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Update failed')).toBeVisible();
  await expect(fullName).toHaveValue('Someone Else');
  await expect(panel.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(fullName).toBeDisabled();
  await expect(fullName).toHaveValue('Ayşe Demir');
  await expect(panel.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Telemetry');
  await expect(panel.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
});

test('a failed token generation says "Token generation failed" and shows no token', async ({
  page,
  free,
}) => {
  await failRequests(page, '**/api/tokens', 'POST');
  const panel = await openDashboardTab(page, free.token, 'API Access');
  await expect(panel.getByText('Make one token for each script or tool')).toBeVisible();
  await expect(panel.getByRole('link', { name: /View API Docs/ })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await expect(panel.getByRole('link', { name: /View API Docs/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await panel.getByRole('button', { name: 'Generate New Token' }).click();
  await expect(toast(page, 'Token generation failed')).toBeVisible();
  await expect(panel.getByLabel('Your new API token')).toHaveCount(0);
});

test('the tabs follow the keyboard: arrows, Home and End', async ({ page, free }) => {
  await openDashboard(page, free.token);
  const tab = (name: string) => page.getByRole('tab', { name });
  await tab('Overview').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab('Profile')).toBeFocused();
  await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab('API Access')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('Security')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(tab('Overview')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  // One tab stop: Tab leaves the list for the Log out button.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('complementary').getByRole('button', { name: 'Log out' }),
  ).toBeFocused();
});

test('Quick Actions lead to the marketplace, the download page and the API Access tab', async ({
  page,
  free,
}) => {
  const actions = await openOverviewRegion(page, free.token, 'Quick Actions');
  await expectLinkTargets(actions, [
    [/Browse Marketplace/, '/extensions'],
    [/Download App/, '/download'],
  ]);
  await actions.getByRole('button', { name: /API Access/ }).click();
  await expect(page.getByRole('tab', { name: 'API Access' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('Security has the change-password form, two-factor sign-in to turn on, and the login history', async ({
  page,
  free,
}) => {
  const panel = await openDashboardTab(page, free.token, 'Security');
  await expect(panel.getByRole('button', { name: 'Enable 2FA' })).toBeEnabled();
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  // Validation of the change-password form: on submit, cleared when edited.
  await panel.getByRole('button', { name: 'Change Password' }).click();
  await expect(panel.getByText('Current password is required')).toBeVisible();
  await expect(panel.getByText('Password must be at least 8 characters')).toBeVisible();
  await panel.getByLabel('Current password').fill('x');
  await expect(panel.getByText('Current password is required')).toHaveCount(0);
  await panel.getByLabel('New password', { exact: true }).fill('Another1!');
  await expect(panel.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Strong',
  );
  await panel.getByLabel('Confirm new password').fill('Another2!');
  await panel.getByLabel('Confirm new password').blur();
  await expect(panel.getByText('Passwords do not match')).toBeVisible();
  // The history: last login, account creation and the sign-in that opened this session.
  await expect(panel.getByText('Last login')).toBeVisible();
  await expect(panel.getByText('Account created')).toBeVisible();
  const rows = panel.getByRole('table', { name: /login attempts/ }).getByRole('row');
  await expect(rows.filter({ hasText: 'Successful' }).first()).toBeVisible();
  await expect(panel.getByText('This device')).toBeVisible();
});

for (const language of ['en', 'tr'] as const) {
  for (const plan of ['free', 'premium'] as const) {
    test(`every tab of a ${plan} account has no serious axe violation (${language})`, async ({
      page,
      free,
      premium,
    }) => {
      await openDashboard(page, (plan === 'free' ? free : premium).token, '/dashboard', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'en' ? /^Welcome back, / : /^Tekrar hoş geldiniz, /,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        expect(await seriousAxeViolations(page), await tab.innerText()).toEqual([]);
      }
    });
  }
}
