import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from '../i18n/react';
import enCommon from '../i18n/locales/en/common.json';
import trCommon from '../i18n/locales/tr/common.json';
import { testI18n } from './test-i18n';

/** Renders a piece of the site's frame with the shared (common) strings of `language`. */
export async function renderWithCommon(ui: ReactNode, language: 'en' | 'tr') {
  const i18n = await testI18n(
    language,
    { en: { common: enCommon }, tr: { common: trCommon } },
    'common',
  );
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
