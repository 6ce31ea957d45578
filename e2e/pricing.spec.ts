import { expect, test } from '@playwright/test';
import { accountOnPlan, useSessionToken } from './fixtures/accounts';
import { expectPlanCards } from './fixtures/plans';
import { openScreen, openTitledScreen } from './fixtures/site';

test('pricing shows three plans, the comparison table and the notes', async ({ page }) => {
  await openTitledScreen(page, '/pricing', { heading: 'Pricing', title: 'Pricing · Sinyal' });

  const plans = page.getByRole('region', { name: 'Plans', exact: true });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText(['Lite', 'Pro', 'Enterprise']);
  await expectPlanCards(plans);

  const table = page.getByRole('table', { name: 'Features included in Lite, Pro and Enterprise' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature',
    'Lite',
    'Pro',
    'Enterprise',
  ]);
  // The rows of the plan table (packages/contracts/src/plans.ts): 3 tiers, devices, 12 entitlements.
  await expect(table.getByRole('rowheader')).toHaveCount(16);
  await expect(
    table.getByRole('row', { name: /^Devices per account/ }).getByRole('cell'),
  ).toHaveText(['2', '3', '25 or more, as agreed']);
  await expect(table.getByRole('row', { name: /^Real-time data sources/ })).toContainText(
    '1 source',
  );
  await expect(table.getByRole('row', { name: /^Extensions/ })).toContainText('5 slots');
  await expect(table.getByRole('row', { name: /^Team management/ }).getByRole('cell')).toHaveText([
    'Not included',
    'Not included',
    'Included',
  ]);

  await expect(page.getByRole('heading', { name: 'Monthly or yearly' })).toBeVisible();
  await expect(
    page.getByText('Pro costs $5 a month, or $50 a year (2 months free).', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/Current plan/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cancel anytime' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask about student pricing' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('pricing reads in Turkish', async ({ page }) => {
  await openScreen(page, '/pricing', 'tr');
  await expect(page.getByRole('heading', { name: 'Planları karşılaştırın' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro', exact: true })).toContainText('Popüler');
  await expect(page.getByRole('heading', { name: 'Aylık ya da yıllık' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro', exact: true })).toContainText(
    /ya da yıllık \S*50\S* \(2 ay bedava\)/,
  );
});

for (const [plan, current, withoutButton] of [
  ['free', 'Lite', []],
  ['premium', 'Pro', ['Lite']],
] as const) {
  test(`a signed-in ${current} reader sees ${current} marked "Current plan" and is never offered it again`, async ({
    page,
    request,
  }) => {
    const { token } = await accountOnPlan(request, plan, 'pricing');
    await useSessionToken(page, token);
    await openScreen(page, '/pricing');
    const plans = page.getByRole('region', { name: 'Plans', exact: true });
    const card = plans.getByRole('article', { name: `${current} (Current plan)` });
    await expect(card.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(plans.getByText('Current plan', { exact: true })).toHaveCount(1);
    for (const name of withoutButton) {
      const included = plans.getByRole('article', { name, exact: true });
      await expect(included.getByRole('link')).toHaveCount(0);
      await expect(included.getByText(`Included in your ${current} plan`)).toBeVisible();
    }
    if (current === 'Pro') {
      await expect(page.getByRole('link', { name: 'Get Pro' })).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
        'href',
        '/dashboard/billing',
      );
      // The home page's cards are the same component.
      await openScreen(page, '/');
      await expect(page.getByRole('link', { name: 'Get Pro' })).toHaveCount(0);
    } else {
      await expect(plans.getByRole('link', { name: 'Get Pro' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Get Started' })).toBeVisible();
    }
  });
}
