import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signedInPage, type TestAccount } from './fixtures/accounts';
import { seriousAxeViolations } from './fixtures/axe';
import { logInWithForm, toast } from './fixtures/site';
import { totpCode } from './fixtures/totp';

async function openTab(page: Page, name: string, language: 'en' | 'tr' = 'en') {
  await page.goto(language === 'tr' ? '/tr/dashboard' : '/dashboard');
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

async function logOut(page: Page) {
  await page.getByRole('complementary').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
}

/** Logs out, then logs in again with the password and, at the second step, a recovery code. */
async function logInAgainWithRecoveryCode(page: Page, account: TestAccount, code: string) {
  await logOut(page);
  await logInWithForm(page, account.username, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('2FA: turned on in the Security tab with the password, then a login needs a code or a recovery code, each recovery code once', async ({
  page,
  request,
}) => {
  test.slow();
  const { account } = await signedInPage(page, request, 'twofa');
  const panel = await openTab(page, 'Security');

  await panel.getByRole('button', { name: 'Enable 2FA' }).click();
  // The password first: an open session alone cannot put the account behind another phone.
  const card = panel.getByRole('region', { name: 'Two-factor authentication' });
  const password = card.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await password.fill('Wrong-Passw0rd!');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(password).toHaveAccessibleDescription(/Password is incorrect/);
  await expect(card.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await password.fill(account.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await panel.getByLabel('Cannot scan it? Enter this key in the app:').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await panel.getByLabel('Code from the app').fill('000000');
  await panel.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByText('That code is not right or was already used.')).toBeVisible();
  await panel.getByLabel('Code from the app').fill(totpCode(secret));
  await panel.getByRole('button', { name: 'Turn on' }).click();

  const codes = panel.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download as a text file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sinyal-recovery-codes-${account.username}.txt`);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  for (const code of recoveryCodes) expect(text).toContain(code);
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(panel.getByText('On', { exact: true })).toBeVisible();
  await expect(panel.getByText(/Recovery codes left: 10/)).toBeVisible();

  await test.step('log out, then log in with the password and a code', async () => {
    await logOut(page);
    await logInWithForm(page, account.username, account.password);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    // No session yet: nothing was stored.
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // The code of the next 30 seconds: the one used to turn 2FA on counts only once.
    await page.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/:\d+\/dashboard$/);
    await expect(toast(page, 'Login successful')).toBeVisible();
  });

  await test.step('log out, then log in with a recovery code', async () => {
    await logInAgainWithRecoveryCode(page, account, recoveryCodes[0]!);
    await expect(page).toHaveURL(/:\d+\/dashboard$/);
  });

  await test.step('the same recovery code is refused the second time', async () => {
    await logInAgainWithRecoveryCode(page, account, recoveryCodes[0]!);
    await expect(
      page.getByText('That recovery code is not right or was already used.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/login$/);
  });
});

test('2FA in Turkish: the password step has a labelled field, says a wrong password under it, and passes axe', async ({
  page,
  request,
}) => {
  await signedInPage(page, request, 'twofatr');
  const panel = await openTab(page, 'Güvenlik', 'tr');
  await panel.getByRole('button', { name: "2FA'yı Etkinleştir" }).click();
  const card = panel.getByRole('region', { name: 'İki adımlı doğrulama' });
  await expect(card.getByRole('heading', { name: 'Siz olduğunuzu doğrulayın' })).toBeVisible();
  const password = card.getByLabel('Parola', { exact: true });
  await password.fill('Wrong-Passw0rd!');
  await card.getByRole('button', { name: 'Devam et' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Parola yanlış/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(panel.getByRole('button', { name: "2FA'yı Etkinleştir" })).toBeVisible();
});

test("another browser's session is logged out from the Security tab", async ({
  browser,
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'sessions');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInWithForm(otherPage, account.username, account.password);
  await expect(otherPage).toHaveURL(/:\d+\/dashboard$/);

  await logInWithForm(page, account.username, account.password);
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  const panel = await openTab(page, 'Security');
  const sessions = panel.getByRole('region', { name: 'Active sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  const foreign = sessions.filter({ hasNotText: 'This device' });
  await foreign.getByRole('button', { name: /^Log out the session on / }).click();
  await expect(toast(page, 'The session was logged out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser is signed out at its next call.
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
    'Log in to see your dashboard',
  );
  await other.close();
});

test('settings are saved on the server, and "Download my data" holds the profile', async ({
  page,
  request,
}) => {
  const { account } = await signedInPage(page, request, 'export', 'Elif Şahin');
  const panel = await openTab(page, 'Privacy & Data');
  const telemetry = panel.getByLabel('Do not send anonymous usage data from the desktop app');
  await expect(telemetry).not.toBeChecked();
  await telemetry.check();
  await expect(toast(page, 'Your settings were saved.')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Privacy & Data' }).click();
  await expect(
    page.getByLabel('Do not send anonymous usage data from the desktop app'),
  ).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^sinyal-data-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.profile).toMatchObject({
    username: account.username,
    email: account.email,
    full_name: 'Elif Şahin',
    company: 'Acme Telemetry',
    country: 'turkey',
  });
  expect(data.settings.telemetry_opt_out).toBe(true);
  expect(JSON.stringify(data)).not.toMatch(/hash|secret/i);
});

test('deleting the account logs out, and the old credentials no longer work', async ({
  page,
  request,
}) => {
  const { account, token } = await signedInPage(page, request, 'delete');
  const panel = await openTab(page, 'Privacy & Data');
  await panel.getByRole('button', { name: 'Delete account' }).click();
  await panel.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd!');
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  await expect(panel.getByText('Password is incorrect')).toBeVisible();
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account and its data were deleted.')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  const old = await request.post('/api/auth/validate', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(old.status()).toBe(401);
  const login = await request.post('/api/login', {
    data: { username_or_email: account.username, password: account.password },
  });
  expect(login.status()).toBe(401);
});

test('API tokens: made with a name and access, listed, and revoked', async ({ page, request }) => {
  await signedInPage(page, request, 'tokens');
  const panel = await openTab(page, 'API Access');
  await panel.getByLabel('Name').fill('CI publisher');
  await panel.getByLabel('Read and publish').check();
  await panel.getByLabel('Expires').selectOption('30');
  await panel.getByRole('button', { name: 'Generate New Token' }).click();
  const apiToken = await panel.getByLabel('Your new API token').inputValue();
  expect(apiToken).toMatch(/^[\w-]{43}$/);
  const row = panel.getByRole('table', { name: /API tokens/ }).getByRole('row', {
    name: /CI publisher/,
  });
  await expect(row).toContainText('Read and publish');
  await expect(row).toContainText('Never');
  expect(
    (
      await request.get('/api/profile', { headers: { Authorization: `Bearer ${apiToken}` } })
    ).status(),
  ).toBe(200);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Revoke the token CI publisher' }).click();
  await expect(toast(page, 'The API token was revoked.')).toBeVisible();
  await expect(panel.getByText('You have no API tokens yet.')).toBeVisible();
  expect(
    (
      await request.get('/api/profile', { headers: { Authorization: `Bearer ${apiToken}` } })
    ).status(),
  ).toBe(401);
});
