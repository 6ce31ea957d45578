import { expect, test } from '@playwright/test';
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

  await expect(page.getByRole('heading', { name: 'Billed monthly' })).toBeVisible();
  await expect(page.getByText('Pro costs $5 a month, billed monthly.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancel anytime' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask about student pricing' })).toHaveAttribute(
    'href',
    '#/contact',
  );
});

test('pricing reads in Turkish', async ({ page }) => {
  await openScreen(page, '/pricing', 'tr');
  await expect(page.getByRole('heading', { name: 'Planları karşılaştırın' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro', exact: true })).toContainText('Popüler');
  await expect(page.getByRole('heading', { name: 'Aylık faturalandırma' })).toBeVisible();
});
