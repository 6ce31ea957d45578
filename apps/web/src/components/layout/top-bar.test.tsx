import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../test/test-i18n';
import enCommon from '../../i18n/locales/en/common.json';
import trCommon from '../../i18n/locales/tr/common.json';

/**
 * The bar as a build of the given kind has it: config/env.ts reads import.meta.env once, when it is
 * first imported, so each build kind gets fresh modules.
 */
async function renderTopBar(build: 'development' | 'production', language: 'en' | 'tr' = 'en') {
  vi.stubEnv('DEV', build === 'development');
  vi.stubEnv('PROD', build === 'production');
  vi.resetModules();
  const { TopBar } = await import('./top-bar');
  const i18n = await testI18n(
    language,
    { en: { common: enCommon }, tr: { common: trCommon } },
    'common',
  );
  render(
    <I18nextProvider i18n={i18n}>
      <TopBar />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  window.localStorage.clear();
});

describe('the Dev Mode badge', () => {
  it.each(['en', 'tr'] as const)(
    'is not shown by a production build, only the announcement (%s)',
    async (language) => {
      await renderTopBar('production', language);
      expect(screen.queryByRole('button', { name: /Dev Mode|Geliştirici Modu/ })).toBeNull();
      expect(screen.getByRole('link', { name: /Download it|İndirin/ })).toBeDefined();
    },
  );

  it('shows in development and disappears when clicked', async () => {
    await renderTopBar('development');
    const badge = screen.getByRole('button', { name: /Dev Mode/ });
    expect(badge.textContent).toBe('Dev Mode');
    fireEvent.click(badge);
    expect(screen.queryByRole('button', { name: /Dev Mode/ })).toBeNull();
  });

  it('takes the focus when the announcement before it is dismissed', async () => {
    await renderTopBar('development');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the announcement' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Dev Mode/ }));
  });
});
