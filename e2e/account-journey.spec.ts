import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerAccount } from './fixtures/accounts';
import { seriousAxeViolations } from './fixtures/axe';
import { countMails, linkPath, waitForMail } from './fixtures/outbox';
import { registerWithForm } from './fixtures/register-form';
import { clipboardText, logInWithForm, toast } from './fixtures/site';

async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    local: window.localStorage.getItem('token'),
    session: window.sessionStorage.getItem('token'),
  }));
}

/** Asks for a new verification link on the screen; it says so, and the link reaches the outbox. */
async function resendVerification(page: Page, email: string) {
  const before = countMails({ kind: 'verify', to: email });
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(
    page.getByText(
      'If an account with an unverified email matches, we sent a new link. Check your inbox.',
    ),
  ).toBeVisible();
  await waitForMail({ kind: 'verify', to: email, after: before });
}

test('a newcomer registers, verifies from the outbox, signs in, uses every tab and signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('journey', 'Deniz Yılmaz');

  await test.step('register through the form', async () => {
    await page.goto('/register');
    await registerWithForm(page, account, {
      sector: 'engineering',
      country: 'turkey',
      company: 'Acme Telemetry',
    });
  });

  await test.step('a login before verification is refused with a way to resend', async () => {
    await logInWithForm(page, account.username, account.password);
    // A toast, and on the form the way to get a new link.
    await expect(
      page
        .getByText('Please verify your email before logging in. We can send the link again.')
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/login$/);
    await resendVerification(page, account.email);
  });

  await test.step('the verification screen without a link offers a new one', async () => {
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expect(page).toHaveTitle('Verify email · Sinyal');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Username or Email').fill(account.email);
    await resendVerification(page, account.email);
  });

  await test.step('the newest link from the outbox verifies the address', async () => {
    const mail = await waitForMail({ kind: 'verify', to: account.email });
    expect(mail.link).toContain('/verify-email#token=');
    await page.goto(linkPath(mail));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email verified');
    await expect(page.getByText('Your email is verified. You can log in now.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/:\d+\/login$/);
  });

  await test.step('log in without Remember me: the token lives in sessionStorage', async () => {
    await logInWithForm(page, account.username, account.password);
    await expect(page).toHaveURL(/:\d+\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome back, ${account.full_name}`,
    );
    await expect(page.getByRole('complementary').getByText('Lite', { exact: true })).toBeVisible();
    const tokens = await storedTokens(page);
    expect(tokens.session).toBeTruthy();
    expect(tokens.local).toBeNull();
    await expect(page.getByRole('button', { name: account.username })).toBeVisible();
  });

  await test.step('every tab opens its panel', async () => {
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByText('Installed Extensions')).toBeVisible();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(panel.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await page.getByRole('tab', { name: 'API Access' }).click();
    await expect(panel.getByRole('button', { name: 'Generate New Token' })).toBeVisible();
    await page.getByRole('tab', { name: 'Billing & Plans' }).click();
    await expect(panel.getByRole('heading', { name: 'Lite plan' })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(panel.getByRole('heading', { name: 'Login History' })).toBeVisible();
    // The sign-in that just worked (the one refused before verification never opened a session).
    const rows = panel.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Successful' })).toHaveCount(1);
    await expect(panel.getByText('This device')).toBeVisible();
  });

  await test.step('edit the profile: name and company are saved, the username cannot change', async () => {
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByLabel('Full name')).toBeDisabled();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Sector')).toBeDisabled();
    await page.getByLabel('Full name').fill('Deniz Kaya');
    await page.getByRole('textbox', { name: 'Company' }).fill('Sinyal Labs');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Deniz Kaya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Deniz Kaya');
    await page.reload();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Sinyal Labs');
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
  });

  await test.step('generate an API token and copy it', async () => {
    await page.getByRole('tab', { name: 'API Access' }).click();
    await page.getByRole('button', { name: 'Generate New Token' }).click();
    await expect(toast(page, 'API token generated successfully')).toBeVisible();
    const field = page.getByLabel('Your new API token');
    await expect(field).not.toHaveValue('');
    const apiToken = await field.inputValue();
    await expect(page.getByText("Copy this token now! It won't be shown again.")).toBeVisible();
    await page.getByRole('button', { name: 'Copy the API token' }).click();
    await expect(toast(page, 'Copied to clipboard!')).toBeVisible();
    expect(await clipboardText(page)).toBe(apiToken);
    // The token works for reading the account, as the API docs say.
    const profile = await request.get('/api/profile', {
      headers: { Authorization: `Bearer ${apiToken}` },
    });
    expect(profile.status()).toBe(200);
    // Held while the page stays open, across tabs.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'API Access' }).click();
    await expect(page.getByLabel('Your new API token')).toHaveValue(apiToken);
  });

  await test.step('log out from the user menu: the old token stops working', async () => {
    const { session: oldToken } = await storedTokens(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: account.username }).click();
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.getByRole('button', { name: 'Account' }).click();
    // The user menu's links (the dashboard's own "Log in" may still be leaving the screen).
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    const check = await request.post('/api/auth/validate', {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(check.status()).toBe(401);
  });

  await test.step('log in with Remember me: the token survives a reload', async () => {
    await logInWithForm(page, account.username, account.password, true);
    await expect(page).toHaveURL(/:\d+\/dashboard$/);
    const tokens = await storedTokens(page);
    expect(tokens.local).toBeTruthy();
    expect(tokens.session).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: account.username })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Deniz Kaya');
  });
});

test('a verification link that does not work says so and offers a new one', async ({ page }) => {
  await page.goto('/verify-email#token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't verify your email");
  await expect(
    page.getByText('This link is invalid or has expired. Request a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a used verification link of a verified account says so and offers to log in, in English and Turkish', async ({
  page,
  request,
}) => {
  const account = newAccount('relink');
  await registerAccount(request, account);
  const mail = await waitForMail({ kind: 'verify', to: account.email });
  await page.goto(linkPath(mail));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email verified');

  // Opened again from the mailbox, later (a new page load): nothing is wrong, and nothing asks
  // for a new link.
  await page.goto('about:blank');
  await page.goto(linkPath(mail));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email already verified');
  await expect(
    page.getByText('This email address is already verified. You can log in.'),
  ).toBeVisible();
  await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The same link's page in Turkish: the language is the path's (docs/decisions/0014).
  await page.goto(page.url().replace(/(:\d+)\//, '$1/tr/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-posta zaten doğrulanmış');
  await page.getByRole('link', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/:\d+\/tr\/login$/);
});
