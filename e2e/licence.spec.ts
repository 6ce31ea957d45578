import fs from 'node:fs/promises';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import {
  accountOnPlan,
  createVerifiedAccount,
  loginByApi,
  useSessionToken,
} from './fixtures/accounts';
import { agentStateDir, runAgentCommand } from './fixtures/agent-command';
import { submitLoginForm } from './fixtures/site';

const device = { device_name: 'Lab bench PC', os: 'Windows 11', app_version: '1.0.0' };

test('a premium user activates the desktop app from /activate, sees it in the dashboard, removes it, and its next renewal runs Lite', async ({
  page,
  request,
  baseURL,
}) => {
  // The agent polls every 5 seconds while the user approves, and renews at the end.
  test.setTimeout(60_000);
  const { token } = await accountOnPlan(request, 'premium', 'licence', 'Elif Kaya');
  const dataDir = await agentStateDir();
  const activation = runAgentCommand(baseURL ?? '', dataDir, ['activate']);
  try {
    const [link = ''] = await activation.waitFor(/http\S+\/activate\?user_code=[A-Z]{4}-[A-Z]{4}/);
    const code = link.slice(-9);
    await expect.poll(activation.output).toContain(`type the code ${code}`);

    // The link the app printed, opened in a browser where the user is logged in (the server's
    // PUBLIC_URL names localhost; the test's server answers on 127.0.0.1).
    await useSessionToken(page, token);
    await page.goto(`/#${link.split('#')[1]}`);
    await expect(page.getByRole('heading', { name: 'Is this your device?' })).toBeVisible();
    const facts = page.getByRole('definition');
    // The app version the device reports is the site's current release, the one the download page
    // and the announcement name (packages/contracts/src/app-releases.ts).
    await expect(facts).toContainText([os.hostname(), 'Linux', '1.0.0', code]);
    await expect(page.getByText('0.1.0')).toHaveCount(0);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Device approved' })).toBeVisible();
    await expect(page.getByText('Device approved. You can go back to the app.')).toBeVisible();

    await activation.waitFor(/This device runs Sinyal Pro until \d{4}-\d\d-\d\d\./);
    expect(await activation.exited).toBe(0);

    // The dashboard lists it under Billing & Plans, with the seats it takes.
    await page.getByRole('link', { name: 'See your devices' }).click();
    await expect(page).toHaveURL(/:\d+\/dashboard\/billing$/);
    await expect(page.getByRole('tab', { name: 'Billing & Plans', selected: true })).toBeVisible();
    const licence = page.getByRole('region', { name: 'Licence and devices' });
    await expect(licence.getByText('1 of 3 in use')).toBeVisible();
    const devices = licence.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText(os.hostname());
    await expect(devices).toContainText('Linux');
    await expect(devices).toContainText('1.0.0');
    await expect(devices).toContainText('Last seen');

    // Removing asks first.
    await devices.getByRole('button', { name: `Remove ${os.hostname()}` }).click();
    await expect(
      licence.getByText(`Remove ${os.hostname()}? It keeps its licence until its next renewal`),
    ).toBeFocused();
    await licence.getByRole('button', { name: 'Remove device' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Device removed. Its next renewal falls back to Lite.' }),
    ).toBeVisible();
    await expect(licence.getByText('No device is signed in yet.')).toBeVisible();
    await expect(licence.getByText('0 of 3 in use')).toBeVisible();

    // The agent's next renewal is refused, and it runs Lite.
    const renewal = runAgentCommand(baseURL ?? '', dataDir, ['renew']);
    expect(await renewal.exited).toBe(1);
    expect(renewal.output()).toContain('This device was removed from the account');
    expect(renewal.output()).toContain('This device now runs Lite.');
    const status = runAgentCommand(baseURL ?? '', dataDir, ['licence']);
    expect(await status.exited).toBe(0);
    expect(status.output()).toContain('Plan: Lite');
  } finally {
    activation.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

test('a code typed in Turkish, in lower case and without the dash, finds the device; denying it tells the device', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'licence', 'Can Öztürk');
  const token = await loginByApi(request, account);
  const started = await request.post('/api/device/authorize', { data: device });
  const { user_code: code, device_code: deviceCode } = (await started.json()) as {
    user_code: string;
    device_code: string;
  };

  await useSessionToken(page, token);
  await page.addInitScript(() => window.localStorage.setItem('language', 'tr'));
  await page.goto('/activate');
  await expect(page.getByRole('heading', { name: 'Cihaz etkinleştir' })).toBeVisible();

  // A code that cannot be one is said beside the field.
  await page.getByLabel('Cihaz kodu').fill('AEIO-1234');
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByText('Uygulamanın gösterdiği 8 harfli kodu yazın')).toBeVisible();

  await page.getByLabel('Cihaz kodu').fill(code.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { name: 'Bu sizin cihazınız mı?' })).toBeVisible();
  await expect(page.getByRole('definition')).toContainText([
    'Lab bench PC',
    'Windows 11',
    '1.0.0',
    code,
  ]);
  await page.getByRole('button', { name: 'Reddet' }).click();
  await expect(page.getByRole('heading', { name: 'Oturum açma reddedildi' })).toBeVisible();

  const polled = await request.post('/api/device/token', { data: { device_code: deviceCode } });
  expect(polled.status()).toBe(400);
  expect(await polled.json()).toMatchObject({ error: 'access_denied' });

  // The same code again: it has been decided.
  await page.getByRole('link', { name: 'Başka bir cihaz etkinleştir' }).click();
  await page.getByLabel('Cihaz kodu').fill(code);
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bu oturum açma zaten onaylandı ya da reddedildi',
  );
});

test('a signed-out reader logs in first and comes back to the device', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'licence', 'Deniz Ak');
  const started = await request.post('/api/device/authorize', { data: device });
  const { verification_uri_complete: link } = (await started.json()) as {
    verification_uri_complete: string;
  };

  await page.goto(`/#${link.split('#')[1]}`);
  await expect(page.getByRole('heading', { name: 'Log in to activate a device' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await submitLoginForm(page, account.username, account.password);
  await expect(page.getByRole('heading', { name: 'Is this your device?' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('Lab bench PC');
});
