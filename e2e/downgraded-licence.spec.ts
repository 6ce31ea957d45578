import type { Page } from '@playwright/test';
import { accountOnPlan, useSessionToken } from './fixtures/accounts';
import { expect, test } from './fixtures/agent';
import { runAgentCommand } from './fixtures/agent-command';
import { openScreen } from './fixtures/site';

const spectrum = 'Spectrum Analyzer';
const card = (page: Page) => page.getByRole('article', { name: spectrum });
const cardButton = (page: Page, action: string) =>
  card(page).getByRole('button', { name: `${action} ${spectrum}` });

test('a device removed from a Pro account disables its Pro extension, and the card says to sign the device in again', async ({
  page,
  request,
  agent,
  baseURL,
}) => {
  // The sign-in polls every 5 seconds while the user approves.
  test.setTimeout(60_000);
  const { token } = await accountOnPlan(request, 'premium', 'downgrade', 'Selin Aydın');
  await useSessionToken(page, token);

  // The running agent's device is signed in to the account (as `npm run agent -- activate`).
  const activation = runAgentCommand(baseURL ?? '', agent.dataDir, ['activate']);
  try {
    const [link = ''] = await activation.waitFor(/http\S+\/activate\?user_code=[A-Z]{4}-[A-Z]{4}/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: 'Approve' }).click();
    await activation.waitFor(/This device runs Sinyal Pro until/);
  } finally {
    activation.stop();
  }

  await openScreen(page, agent.route, 'en');
  await cardButton(page, 'Install').click();
  await expect(cardButton(page, 'Disable')).toBeVisible();

  // The device is removed in the dashboard; its next renewal is refused.
  const devices = await request.get('/api/devices', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [device] = ((await devices.json()) as { devices: { id: string }[] }).devices;
  const removed = await request.delete(`/api/devices/${device?.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.ok()).toBe(true);
  const renewal = runAgentCommand(baseURL ?? '', agent.dataDir, ['renew']);
  expect(await renewal.exited).toBe(1);

  await page.reload();
  await expect(cardButton(page, 'Enable')).toBeVisible();
  await expect(card(page).getByText(`${spectrum} is disabled`)).toHaveText(
    `${spectrum} is disabled: it needs the Pro plan, which this app’s licence no longer includes. Your account has the Pro plan, but this device is not signed in to it (it may have been removed from your account): sign it in again with npm run agent -- activate.`,
  );

  // Reinstalled on the removed device: signing in again is the way, not pricing.
  await cardButton(page, 'Uninstall').click();
  await cardButton(page, 'Install').click();
  const alert = card(page).getByRole('alert');
  await expect(alert).toHaveText(
    `${spectrum} needs the Pro plan, which this app’s licence does not include. Your account has the Pro plan, but this device is not signed in to it (it may have been removed from your account): sign it in again with npm run agent -- activate.`,
  );
  await expect(alert.getByRole('link', { name: 'See plans and pricing' })).toHaveCount(0);
});
