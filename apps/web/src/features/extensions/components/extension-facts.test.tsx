import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from '../../../i18n/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { testI18n } from '../../../test/test-i18n';
import enExtensions from '../../../i18n/locales/en/extensions.json';
import trExtensions from '../../../i18n/locales/tr/extensions.json';
import { ExtensionFacts } from './extension-facts';

async function renderFacts(os: string, language: 'en' | 'tr') {
  const i18n = await testI18n(language, {
    en: { extensions: enExtensions },
    tr: { extensions: trExtensions },
  });
  const extension = {
    ...sampleExtensions[1]!,
    os,
    installed: false,
    enabled: false,
    latest_version: '2.1.0',
    update_available: false,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <ExtensionFacts extension={extension} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('the systems on an extension card', () => {
  it.each(['en', 'tr'] as const)('lists only those the app runs on (%s)', async (language) => {
    await renderFacts('Windows, Linux, macOS', language);
    expect(screen.getByText('Windows, Linux')).toBeDefined();
    expect(screen.queryByText(/macOS/)).toBeNull();
  });

  it.each([
    ['en', 'None the app runs on'],
    ['tr', 'Uygulamanın çalıştığı bir sistem yok'],
  ] as const)('says so when the app runs on none of them (%s)', async (language, text) => {
    await renderFacts('macOS', language);
    expect(screen.getByText(text)).toBeDefined();
  });
});
