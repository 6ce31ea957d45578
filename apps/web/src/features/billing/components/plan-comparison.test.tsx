import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from '../../../i18n/react';
import { testI18n } from '../../../test/test-i18n';
import { afterEach, describe, expect, it } from 'vitest';
import enDashboard from '../../../i18n/locales/en/dashboard.json';
import enPricing from '../../../i18n/locales/en/pricing.json';
import trDashboard from '../../../i18n/locales/tr/dashboard.json';
import trPricing from '../../../i18n/locales/tr/pricing.json';
import { PlanComparison } from './plan-comparison';

async function renderIn(language: 'en' | 'tr') {
  const i18n = await testI18n(language, {
    en: { dashboard: enDashboard, pricing: enPricing },
    tr: { dashboard: trDashboard, pricing: trPricing },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <PlanComparison current="pro" />
    </I18nextProvider>,
  );
}

const cells = (row: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${row}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(cleanup);

describe('the dashboard feature comparison', () => {
  it('names the columns Lite, Pro and Enterprise, as the pricing page does, and marks the current plan', async () => {
    await renderIn('en');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Feature', 'Lite', 'ProCurrent plan', 'Enterprise']);
    expect(screen.queryByText(/Free|Premium/)).toBeNull();
  });

  it('shows what the plan table says: Enterprise features only under Enterprise, as on the pricing page', async () => {
    await renderIn('en');
    expect(cells('Team management')).toEqual(['Not included', 'Not included', 'Included']);
    expect(cells('Pro extensions')).toEqual(['Not included', 'Included', 'Included']);
    expect(cells('API access')).toEqual(['Included', 'Included', 'Included']);
    expect(cells('Real-time data sources')).toEqual([
      '1 source',
      'UART, CAN, Bluetooth',
      'Any, incl. custom sources',
    ]);
    expect(cells('Devices per account')).toEqual(['2', '3', '25 or more, as agreed']);
  });

  it('reads in Turkish', async () => {
    await renderIn('tr');
    expect(screen.getByRole('heading', { name: 'Özellik karşılaştırması' })).toBeTruthy();
    expect(cells('Ekip yönetimi')).toEqual(['Dahil değil', 'Dahil değil', 'Dahil']);
  });
});
