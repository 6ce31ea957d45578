import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from '../../../i18n/react';
import enExtensions from '../../../i18n/locales/en/extensions.json';
import trExtensions from '../../../i18n/locales/tr/extensions.json';
import { testI18n } from '../../../test/test-i18n';
import { SortSelect } from './sort-select';

async function renderSelect(language: 'en' | 'tr', onSort = vi.fn()) {
  const i18n = await testI18n(
    language,
    { en: { extensions: enExtensions }, tr: { extensions: trExtensions } },
    'extensions',
  );
  render(
    <I18nextProvider i18n={i18n}>
      <SortSelect sort="name" onSort={onSort} />
    </I18nextProvider>,
  );
  return onSort;
}

afterEach(cleanup);

describe('the catalogue’s order', () => {
  it('offers the four orders, A–Z chosen, and says which one the reader picks', async () => {
    const onSort = await renderSelect('en');
    const select = screen.getByLabelText('Order') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Most downloaded',
      'Best rated',
      'Recently updated',
      'Name (A–Z)',
    ]);
    expect(select.value).toBe('name');
    fireEvent.change(select, { target: { value: 'rating' } });
    expect(onSort).toHaveBeenCalledWith('rating');
  });

  it('speaks Turkish too', async () => {
    await renderSelect('tr');
    const select = screen.getByLabelText('Sıralama') as HTMLSelectElement;
    expect(select.options[1]?.textContent).toBe('En yüksek puanlı');
  });
});
