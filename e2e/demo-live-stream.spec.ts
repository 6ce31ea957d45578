import { expect, test } from './fixtures/agent';
import { openScreen } from './fixtures/site';

const agentLink = (conn: string, key: string) =>
  `/demo?conn=${encodeURIComponent(conn)}&key=${encodeURIComponent(key)}`;

test("the demo opened from the app plots the app's live channels", async ({ page, agent }) => {
  await openScreen(page, agentLink(agent.conn, agent.key));
  const source = page.getByRole('region', { name: 'Desktop app (live)' });
  await expect(source.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Plotting 3 live channels of the desktop app.' }),
  ).toBeVisible();
  await expect(page.getByText(/^[1-9][\d,]* samples · /)).toBeVisible();
  for (const channel of ['temperature (°C)', 'pressure (hPa)', 'sine (V)']) {
    await expect(page.getByRole('checkbox', { name: channel, exact: true })).toBeVisible();
  }

  await source.getByRole('button', { name: 'Disconnect' }).click();
  await expect(source.getByRole('button', { name: 'Connect' })).toBeVisible();
});

test('with a wrong key the demo says the app did not open its stream', async ({ page, agent }) => {
  await openScreen(page, agentLink(agent.conn, 'a-wrong-pairing-key-000000'));
  await expect(page.getByText(/The desktop app did not open its stream/)).toBeVisible();
});

test('a visitor who did not come from the app is not offered the desktop app', async ({ page }) => {
  await openScreen(page, '/demo');
  await expect(page.getByRole('heading', { level: 2, name: 'Sources', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Desktop app (live)' })).toHaveCount(0);
});
