import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from './fixtures/accounts';
import { seriousAxeViolations } from './fixtures/axe';
import { linkPath, waitForMail } from './fixtures/outbox';
import { logInWithForm, toast } from './fixtures/site';

const sentMessage =
  'If an account matches, we sent a link to reset the password. Check your inbox.';

test('a forgotten password is reset from the e-mailed link; only the new password works then', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await createVerifiedAccount(request, 'reset', 'Elif Şahin');
  const newPassword = 'N3w-Passw0rd!';

  await test.step('ask for a link from the login screen', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/:\d+\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password?');
    await expect(page).toHaveTitle('Reset password · Sinyal');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Username or email is required')).toBeVisible();
    await page.getByLabel('Username or Email').fill(account.email);
    await expect(page.getByText('Username or email is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expect(page.getByText(sentMessage)).toBeVisible();
  });

  const mail = await waitForMail({ kind: 'reset', to: account.email });
  expect(mail.link).toContain('/reset-password#token=');

  await test.step('the link opens the new-password form, which checks its fields', async () => {
    await page.goto(linkPath(mail));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const password = page.getByLabel('New password', { exact: true });
    await password.fill('short');
    await password.blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Weak',
    );
    await password.fill(newPassword);
    await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(0);
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    await page.getByLabel('Confirm new password').fill('N3w-Passw0rd?');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
    await expect(
      page.getByText('Your password was changed. Log in with the new password.'),
    ).toBeVisible();
  });

  await test.step('the link works only once', async () => {
    // Opened again, as from the mail a second time.
    const again = await context.newPage();
    await again.goto(linkPath(mail));
    await again.getByLabel('New password', { exact: true }).fill('An0ther-Passw0rd!');
    await again.getByLabel('Confirm new password').fill('An0ther-Passw0rd!');
    await again.getByRole('button', { name: 'Change password' }).click();
    const problem = again
      .getByRole('alert')
      .filter({ hasText: 'This link is invalid or has expired. Request a new one.' });
    await expect(problem).toBeVisible();
    await problem.getByRole('link', { name: 'Request a new link' }).click();
    await expect(again.getByRole('heading', { level: 1 })).toHaveText('Forgot password?');
    await again.close();
  });

  await test.step('the old password fails, the new one signs in', async () => {
    await logInWithForm(page, account.username, account.password);
    await expect(toast(page, 'Invalid username or password')).toBeVisible();
    await logInWithForm(page, account.username, newPassword);
    await expect(page).toHaveURL(/:\d+\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Elif Şahin');
  });

  await test.step('Security changes the password again; the wrong current one is refused', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Security' });
    // The refused attempt with the old password is in the history.
    await expect(
      panel.getByRole('table').getByRole('row').filter({ hasText: 'Failed' }),
    ).toHaveCount(1);
    await panel.getByLabel('Current password').fill(account.password);
    await panel.getByLabel('New password', { exact: true }).fill('Th1rd-Passw0rd!');
    await panel.getByLabel('Confirm new password').fill('Th1rd-Passw0rd!');
    await panel.getByRole('button', { name: 'Change Password' }).click();
    await expect(panel.getByText('Current password is incorrect')).toBeVisible();
    await panel.getByLabel('Current password').fill(newPassword);
    await panel.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      toast(page, 'Your password was changed. Your other sessions were logged out.'),
    ).toBeVisible();
    await expect(panel.getByLabel('Current password')).toHaveValue('');
    // This session stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Elif Şahin');
  });
});

test('an unknown account gets the same confirmation, so nobody learns who has an account', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await page.getByLabel('Username or Email').fill('nobody-here@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  await expect(page.getByText(sentMessage)).toBeVisible();
});

test('the password screens read in Turkish', async ({ page }) => {
  await page.goto('/tr/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parolanızı mı unuttunuz?');
  await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
  await expect(page.getByText('Kullanıcı adı veya e-posta zorunludur')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/tr/reset-password#token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yeni bir parola belirleyin');
  await page.getByLabel('Yeni parola', { exact: true }).fill('Yeni-Parola1');
  await page.getByLabel('Yeni parola (tekrar)').fill('Yeni-Parola1');
  await page.getByRole('button', { name: 'Parolayı değiştir' }).click();
  await expect(
    page.getByText('Bu bağlantı geçersiz ya da süresi dolmuş. Yeni bir bağlantı isteyin.'),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
