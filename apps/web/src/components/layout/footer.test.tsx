import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../test/test-i18n';
import enCommon from '../../i18n/locales/en/common.json';
import trCommon from '../../i18n/locales/tr/common.json';
import { Footer } from './footer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the footer', () => {
  it.each([
    ['en', '© 2031 Sinyal. All rights reserved.'],
    ['tr', '© 2031 Sinyal. Tüm hakları saklıdır.'],
  ] as const)('writes the year it is shown in (%s)', async (language, line) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    const i18n = await testI18n(
      language,
      { en: { common: enCommon }, tr: { common: trCommon } },
      'common',
    );
    render(
      <I18nextProvider i18n={i18n}>
        <Footer />
      </I18nextProvider>,
    );
    expect(screen.getByText(line)).toBeDefined();
  });
});
