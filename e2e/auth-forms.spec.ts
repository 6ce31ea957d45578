import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedAccount,
  loginByApi,
  newAccount,
  registerAccount,
} from './fixtures/accounts';
import { fillRegisterForm } from './fixtures/register-form';
import { openScreen, submitLoginForm, toast } from './fixtures/site';

/** The form's own alert: inside the page, where the reader is. */
function formAlert(page: Page, text: string | RegExp) {
  return page.getByRole('main').getByRole('alert').filter({ hasText: text });
}

const logInButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });

/** Answers every login with the 429 the server sends after too many failed attempts. */
async function lockLogins(page: Page, seconds: number) {
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': String(seconds) },
      body: JSON.stringify({
        code: 'rate_limited',
        detail: 'Too many attempts. Try again later.',
        retry_after_s: seconds,
      }),
    }),
  );
}

function fieldError(page: Page, text: string) {
  // Inside the page, not the toast that may say the same.
  return page.getByRole('main').getByText(text, { exact: true });
}

const researcherInGermany = { sector: 'research', country: 'germany' };

test.describe('login form', () => {
  test('each rule shows on blur, clears when edited, and all show on submit', async ({ page }) => {
    await openScreen(page, '/login');
    const login = page.getByLabel('Username or Email');
    const password = page.getByLabel('Password', { exact: true });

    await login.focus();
    await login.blur();
    await expect(fieldError(page, 'Username or email is required')).toBeVisible();
    await expect(login).toHaveAttribute('aria-invalid', 'true');
    await expect(login).toHaveAccessibleDescription('Username or email is required');
    await login.pressSequentially('deniz@');
    await expect(fieldError(page, 'Username or email is required')).toHaveCount(0);
    await expect(login).toHaveAttribute('aria-invalid', 'false');
    await login.blur();
    await expect(fieldError(page, 'Invalid email format')).toBeVisible();
    await login.fill('deniz@example.com');
    await expect(fieldError(page, 'Invalid email format')).toHaveCount(0);
    await login.blur();
    await expect(fieldError(page, 'Invalid email format')).toHaveCount(0);

    await password.fill('short');
    await password.blur();
    await expect(fieldError(page, 'Password must be at least 8 characters')).toBeVisible();
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    await password.press('End');
    await password.pressSequentially('-enough');
    await expect(fieldError(page, 'Password must be at least 8 characters')).toHaveCount(0);

    // A fresh form: submitting it empty shows both messages and puts the caret in the first field.
    await page.reload();
    await logInButton(page).click();
    await expect(fieldError(page, 'Username or email is required')).toBeVisible();
    await expect(fieldError(page, 'Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByLabel('Username or Email')).toBeFocused();
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await openScreen(page, '/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    // Toggling is not leaving the field: no validation message appears.
    await expect(fieldError(page, 'Password must be at least 8 characters')).toHaveCount(0);
  });

  test('no Google or GitHub button and no "or" line while the server offers no provider; the links lead on', async ({
    page,
  }) => {
    // The list is asked for once per visit: the second screen shows what the first was told.
    const providers = page.waitForResponse('**/api/oauth/providers');
    for (const route of ['/register', '/login']) {
      await openScreen(page, route);
      // The page asked; what the server answers is read apart (the browser may drop the body of
      // a response to a page it has since left).
      expect((await providers).status()).toBe(200);
      expect(await (await page.request.get('/api/oauth/providers')).json()).toEqual([]);
      await expect(page.getByRole('button', { name: /Google|GitHub/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Google|GitHub/ })).toHaveCount(0);
      await expect(page.getByText('or', { exact: true })).toHaveCount(0);
      await expect(page.getByText(/not available yet/)).toHaveCount(0);
    }
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/:\d+\/register$/);
  });

  test('a provider the server offers gets its button, under the password step only', async ({
    page,
  }) => {
    await page.route('**/api/oauth/providers', (route) =>
      route.fulfill({ json: [{ id: 'github', name: 'GitHub' }] }),
    );
    // The password was right and the account has two-factor sign-in: the second step follows.
    await page.route('**/api/login', (route) =>
      route.fulfill({ json: { mfa_required: true, mfa_token: 'stand-in-mfa-token' } }),
    );
    await openScreen(page, '/login');
    await expect(page.getByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
      'href',
      '/api/oauth/github/start?intent=login',
    );
    await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
    await submitLoginForm(page, 'ece', 'Str0ng!Passw0rd');
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page.getByRole('link', { name: /GitHub/ })).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
  });

  test('"Logging in..." shows while the request is pending; a wrong password shows the server\'s detail on the form', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, 'wrongpw');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held only until the loading state has been seen; the answer itself comes from the real server.
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });

    await openScreen(page, '/login');
    await submitLoginForm(page, account.username, 'Wrong-passw0rd!');
    const pending = page.getByRole('button', { name: 'Logging in...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();

    // On the form, not in a toast that vanishes: one alert, and the reader is taken to it.
    const alert = formAlert(page, 'Invalid username or password');
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid username or password' }),
    ).toHaveCount(1);
    await expect(logInButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/:\d+\/login$/);
    await expect(page.getByLabel('Username or Email')).toHaveValue(account.username);
  });

  for (const rememberMe of [true, false]) {
    test(`a successful login ${rememberMe ? 'with' : 'without'} Remember me keeps the token in ${rememberMe ? 'localStorage' : 'sessionStorage'} and opens the dashboard`, async ({
      page,
      request,
    }) => {
      // The answer is faked, but it carries a real token so the dashboard that follows can load.
      const account = await createVerifiedAccount(request, rememberMe ? 'remember' : 'session');
      const token = await loginByApi(request, account, rememberMe);
      let sent: unknown = null;
      await page.route('**/api/login', async (route) => {
        sent = route.request().postDataJSON();
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }),
        });
      });

      await openScreen(page, '/login');
      await submitLoginForm(page, account.username, account.password, rememberMe);

      await expect(toast(page, 'Login successful')).toBeVisible();
      await expect(page).toHaveURL(/:\d+\/dashboard$/);
      expect(sent).toMatchObject({
        username_or_email: account.username,
        password: account.password,
        remember_me: rememberMe,
      });
      const stored = await page.evaluate(() => ({
        local: window.localStorage.getItem('token'),
        session: window.sessionStorage.getItem('token'),
      }));
      expect(stored).toEqual(
        rememberMe ? { local: token, session: null } : { local: null, session: token },
      );
    });
  }

  test('a lockout is said in minutes on the form and keeps Log in disabled', async ({ page }) => {
    await lockLogins(page, 900);
    await openScreen(page, '/login');
    await submitLoginForm(page, 'someone', 'Wrong-passw0rd!');
    const alert = formAlert(page, 'Too many attempts. Try again in 15 minutes.');
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(logInButton(page)).toBeDisabled();
    await expect(logInButton(page)).toHaveAccessibleDescription(
      'Too many attempts. Try again in 15 minutes.',
    );
    // Enter in a field does not send another attempt either.
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(alert).toBeVisible();
  });

  test('a short lockout counts down in seconds, then Log in works again', async ({ page }) => {
    await lockLogins(page, 3);
    await openScreen(page, '/login');
    await submitLoginForm(page, 'someone', 'Wrong-passw0rd!');
    await expect(formAlert(page, /Try again in [23] seconds?\./)).toBeVisible();
    await expect(logInButton(page)).toBeDisabled();
    await expect(formAlert(page, 'Try again in 1 second.')).toBeVisible();
    await expect(logInButton(page)).toBeEnabled();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('the Turkish lockout says dakika', async ({ page }) => {
    await lockLogins(page, 900);
    await openScreen(page, '/login', 'tr');
    await page.getByLabel('Kullanıcı adı veya e-posta').fill('someone');
    await page.getByLabel('Parola', { exact: true }).fill('Wrong-passw0rd!');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(
      formAlert(page, 'Çok fazla deneme yapıldı. 15 dakika sonra tekrar deneyin.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Giriş yap', exact: true })).toBeDisabled();
  });

  test('"Login successful" does not outlive a logout', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'byebye');
    await openScreen(page, '/login');
    await submitLoginForm(page, account.username, account.password);
    const welcome = toast(page, 'Login successful');
    await expect(welcome).toBeVisible();
    await page.getByRole('complementary').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    // Toasts close on their own after 3 seconds; this one goes with the session, at once.
    await expect(welcome).toHaveCount(0, { timeout: 1500 });
  });

  test('Turkish messages for the required login and the short password', async ({ page }) => {
    await openScreen(page, '/login', 'tr');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(fieldError(page, 'Kullanıcı adı veya e-posta zorunludur')).toBeVisible();
    await expect(fieldError(page, 'Parola en az 8 karakter olmalıdır')).toBeVisible();
    await page.getByRole('button', { name: 'Parolayı göster' }).click();
    await expect(page.getByLabel('Parola', { exact: true })).toHaveAttribute('type', 'text');
  });
});

test.describe('register form', () => {
  test('each rule shows on blur and clears when edited', async ({ page }) => {
    await openScreen(page, '/register');
    const checks: [label: string | RegExp, bad: string, message: string, good: string][] = [
      ['Email', 'deniz@example', 'Invalid email format', '.com'],
      ['Username', 'de', 'Username must be at least 3 characters', 'niz'],
      ['Password', 'Abc1!', 'Password must be at least 8 characters', 'defgh'],
    ];
    for (const [label, bad, message, good] of checks) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill(bad);
      await input.blur();
      await expect(fieldError(page, message)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(`^${message}`));
      await input.press('End');
      await input.pressSequentially(good);
      await expect(fieldError(page, message)).toHaveCount(0);
      await expect(input).toHaveAttribute('aria-invalid', 'false');
    }

    const confirm = page.getByLabel('Confirm password');
    await confirm.fill('Abc1!defg');
    await confirm.blur();
    await expect(fieldError(page, 'Passwords do not match')).toBeVisible();
    await confirm.press('End');
    await confirm.pressSequentially('h');
    await expect(fieldError(page, 'Passwords do not match')).toHaveCount(0);
    await confirm.blur();
    await expect(fieldError(page, 'Passwords do not match')).toHaveCount(0);

    for (const [label, message, value] of [
      ['Sector', 'Sector is required', 'finance'],
      ['Country', 'Country is required', 'japan'],
    ] as const) {
      const select = page.getByLabel(label);
      await select.focus();
      await select.blur();
      await expect(fieldError(page, message)).toBeVisible();
      await select.selectOption(value);
      await expect(fieldError(page, message)).toHaveCount(0);
    }

    const terms = page.getByLabel(/I agree to the/);
    await terms.focus();
    await terms.blur();
    await expect(fieldError(page, 'You must agree to the terms')).toBeVisible();
    await terms.check();
    await expect(fieldError(page, 'You must agree to the terms')).toHaveCount(0);
  });

  test('submitting the empty form shows every message and focuses the first invalid field', async ({
    page,
  }) => {
    await openScreen(page, '/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Email is required',
      'Username must be at least 3 characters',
      'Password must be at least 8 characters',
      'Sector is required',
      'Country is required',
      'You must agree to the terms',
    ]) {
      await expect(fieldError(page, message)).toBeVisible();
    }
    // Full name is optional: the e-mail is the first field with a problem.
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'false');

    await page.getByLabel('Password', { exact: true }).fill('Abcdefg1');
    await page.getByLabel('Confirm password').fill('Abcdefg2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(fieldError(page, 'Passwords do not match')).toBeVisible();
  });

  test('the strength meter and checklist follow the password', async ({ page }) => {
    await openScreen(page, '/register');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    const item = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    await expect(page.getByText('Strength: None')).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuenow', '0');

    const password = page.getByLabel('Password', { exact: true });
    const expectations = [
      ['abc', 'Weak', '1', []],
      ['Abcdefg1', 'Medium', '3', ['At least 8 characters', 'An uppercase letter', 'A number']],
      [
        'Abcdefg1!',
        'Strong',
        '4',
        ['At least 8 characters', 'An uppercase letter', 'A number', 'A special character'],
      ],
    ] as const;
    for (const [typed, label, score, met] of expectations) {
      await password.fill(typed);
      await expect(page.getByText(`Strength: ${label}`)).toBeVisible();
      await expect(meter).toHaveAttribute('aria-valuenow', score);
      await expect(meter).toHaveAttribute('aria-valuetext', label);
      for (const requirement of [
        'At least 8 characters',
        'An uppercase letter',
        'A number',
        'A special character',
      ]) {
        // Met or missing is said in words, not by colour alone.
        const done = (met as readonly string[]).includes(requirement);
        await expect(item(requirement)).toContainText(done ? '(done)' : '(missing)');
      }
    }
  });

  test('a real registration says to verify the e-mail and shows the inbox message', async ({
    page,
  }) => {
    const account = newAccount('formreg');
    await openScreen(page, '/register');
    await fillRegisterForm(page, account, researcherInGermany);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, 'Registration successful. Please verify your email.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expect(page.getByText(account.email)).toBeVisible();
  });

  test('"Processing..." shows while the registration is pending', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/register', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'text/plain',
        body: 'upstream trouble',
      });
    });
    await openScreen(page, '/register');
    await fillRegisterForm(page, newAccount('held'), researcherInGermany);
    await page.getByRole('button', { name: 'Create account' }).click();
    const pending = page.getByRole('button', { name: 'Processing...' });
    await expect(pending).toBeDisabled();
    release();
    // No readable detail from the server: the screen's own fallback, on the form.
    await expect(formAlert(page, 'Registration failed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  test("an e-mail already registered shows the server's message under the field", async ({
    page,
    request,
  }) => {
    const taken = newAccount('taken');
    await registerAccount(request, taken);
    const account = { ...newAccount('second'), email: taken.email };

    await openScreen(page, '/register');
    await fillRegisterForm(page, account, researcherInGermany);
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(fieldError(page, 'Email is already registered')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is already registered');
    await expect(email).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await email.fill(newAccount('third').email);
    await expect(fieldError(page, 'Email is already registered')).toHaveCount(0);
  });

  test('Turkish messages for mismatched passwords and the missing sector', async ({ page }) => {
    await openScreen(page, '/register', 'tr');
    await page.getByLabel('Parola', { exact: true }).fill('Abcdefg1!');
    await page.getByLabel('Parola tekrarı').fill('Abcdefg1?');
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await expect(fieldError(page, 'Parolalar eşleşmiyor')).toBeVisible();
    await expect(fieldError(page, 'Sektör seçmelisiniz')).toBeVisible();
    await expect(page.getByText('Güç: Güçlü')).toBeVisible();
  });
});
