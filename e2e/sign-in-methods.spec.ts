import { expect, test, type Page } from '@playwright/test';
import { newAccount } from './fixtures/accounts';
import { signInBaseUrl } from './fixtures/sign-in-server';
import { toast } from './fixtures/site';

// This journey runs against the second server of playwright.config.ts, which offers Google and
// GitHub: local stand-ins started by the e2e setup for tests only (apps/server/src/test/
// oauth-stand-ins.ts), over https with the test CA (accepted here, trusted by the server).
// Passkeys come from Chromium's virtual authenticator (DevTools protocol, WebAuthn domain).
test.use({ baseURL: signInBaseUrl, ignoreHTTPSErrors: true });

/**
 * A platform authenticator that holds discoverable passkeys and verifies the person. While
 * `present` is on it answers every request at once, the login page's autofill request too: that
 * signs the person in as soon as the page opens, so it is off while the providers are tried.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    present: (enabled: boolean) =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}

/** Fills a stand-in provider's sign-in form (who signs in there) and sends it. */
async function signInAtProvider(page: Page, who: { login: string; email: string; name: string }) {
  await page.getByRole('textbox', { name: /Login|Username/ }).fill(who.login);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openSecurity(page: Page) {
  await page.goto('/dashboard/security');
  return page.getByRole('tabpanel', { name: 'Security' });
}

async function logOut(page: Page) {
  await page.getByRole('complementary').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
}

async function expectSignedInAs(page: Page, fullName: string) {
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${fullName}` })).toBeVisible();
}

test('a new person signs up with Google, links GitHub, adds a passkey, and signs in again with each of the three', async ({
  page,
}, testInfo) => {
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);
  const person = newAccount('oidc', 'Grace Hopper');
  const google = { login: person.username, email: person.email, name: person.full_name };
  const github = { login: `${person.username}-gh`, email: person.email, name: person.full_name };

  // Sign-up with Google: the provider vouches for the address; the person completes the rest.
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, google);
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await expect(page.getByLabel('Email (from Google)')).toHaveValue(person.email);
  await page.screenshot({
    path: testInfo.outputPath('complete-registration-en.png'),
    fullPage: true,
  });
  await expect(page.getByLabel('Full Name')).toHaveValue(person.full_name);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Sector').selectOption('research');
  await page.getByLabel('Country').selectOption('turkey');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You must agree to the terms')).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectSignedInAs(page, person.full_name);

  // Link GitHub from the Security tab.
  let security = await openSecurity(page);
  const linked = security.getByRole('region', { name: 'Sign-in with Google and GitHub' });
  await expect(linked.getByRole('list', { name: 'Linked accounts' })).toContainText('Google');
  await linked.getByRole('button', { name: 'Link GitHub' }).click();
  await signInAtProvider(page, github);
  await expect(toast(page, 'GitHub is linked. You can sign in with it from now on.')).toBeVisible();
  security = page.getByRole('tabpanel', { name: 'Security' });
  const accounts = security.getByRole('list', { name: 'Linked accounts' });
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  await expect(accounts).toContainText('GitHub');

  // A passkey, named.
  const passkeys = security.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByLabel('Name of the new passkey').fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page, 'The passkey was added.')).toBeVisible();
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
  await page.screenshot({ path: testInfo.outputPath('security-tab-en.png'), fullPage: true });

  // Out, and in again with Google (the provider remembers the person: straight back).
  await authenticator.present(false);
  await logOut(page);
  await page.goto('/login');
  await page.screenshot({ path: testInfo.outputPath('login-en.png'), fullPage: true });
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expectSignedInAs(page, person.full_name);

  // With GitHub.
  await logOut(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await signInAtProvider(page, github);
  await expectSignedInAs(page, person.full_name);

  // With the passkey, from the button.
  await logOut(page);
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(button).toBeVisible();
  await authenticator.present(true);
  // From here the page's open autofill request may be answered too, and sign the person in
  // before the tap lands (the button is then gone): either way the passkey signs them in.
  await Promise.race([
    button.click().catch(() => undefined),
    page.waitForURL((url) => !url.pathname.startsWith('/login')),
  ]);
  await expectSignedInAs(page, person.full_name);

  // And from the username field's autofill, which this authenticator answers as the page opens.
  await logOut(page);
  await page.goto('/login');
  await expectSignedInAs(page, person.full_name);

  // The passkey is removed; Google and GitHub still sign in.
  security = await openSecurity(page);
  const list = security.getByRole('list', { name: 'Your passkeys' });
  await expect(list).toContainText('Last used');
  page.once('dialog', (dialog) => void dialog.accept());
  await security.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(toast(page, 'The passkey was removed.')).toBeVisible();
  await expect(security.getByText('You have no passkey yet.')).toBeVisible();
});

test('an address that has an account is not linked by itself: the page says how to link it', async ({
  page,
  request,
}, testInfo) => {
  const person = newAccount('taken');
  const registered = await request.post('/api/register', {
    data: {
      email: person.email,
      username: person.username,
      password: person.password,
      confirm_password: person.password,
      sector: 'engineering',
      country: 'turkey',
      agreed_to_terms: true,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with GitHub' }).click();
  await signInAtProvider(page, { login: person.username, email: person.email, name: '' });
  await expect(page.getByRole('heading', { name: 'The sign-in did not finish' })).toBeVisible();
  await expect(
    toast(
      page,
      `An account with ${person.email} exists: sign in with your password, then link GitHub from Security.`,
    ),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-exists-en.png') });
  await page.getByRole('link', { name: 'Back to the login page' }).click();
  await expect(page).toHaveURL(/:\d+\/login$/);
});

test('the login page and the Security tab in Turkish', async ({ page }, testInfo) => {
  await addVirtualAuthenticator(page);
  await page.goto('/tr/login');
  await expect(page.getByRole('button', { name: 'Geçiş anahtarıyla giriş yap' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Google ile devam et' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GitHub ile devam et' })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  await page.screenshot({ path: testInfo.outputPath('login-tr.png'), fullPage: true });

  const person = newAccount('turkce', 'Deniz Yılmaz');
  await page.getByRole('link', { name: 'GitHub ile devam et' }).click();
  await signInAtProvider(page, {
    login: person.username,
    email: person.email,
    name: person.full_name,
  });
  await expect(
    page.getByRole('heading', { name: 'Hesabınızı oluşturmayı tamamlayın' }),
  ).toBeVisible();
  await page.getByLabel('Kullanıcı Adı').fill(person.username);
  await page.getByLabel('Sektör').selectOption('research');
  await page.getByLabel('Ülke').selectOption('turkey');
  await page.locator('#complete-terms').check();
  await page.getByRole('button', { name: 'Hesap oluştur' }).click();
  await expect(page).toHaveURL(/:\d+\/tr\/dashboard$/);
  await page.goto('/tr/dashboard/security');
  const panel = page.getByRole('tabpanel', { name: 'Güvenlik' });
  const passkeys = panel.getByRole('region', { name: 'Geçiş anahtarları' });
  await passkeys.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await expect(passkeys.getByRole('list', { name: 'Geçiş anahtarlarınız' })).toContainText(
    'Geçiş anahtarı 1',
  );
  await expect(
    panel.getByRole('region', { name: 'Google ve GitHub ile giriş' }).getByRole('button', {
      name: 'Google bağla',
    }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('security-tab-tr.png'), fullPage: true });
});
