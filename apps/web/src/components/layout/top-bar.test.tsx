import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';

/**
 * The bar as a build of the given kind has it: config/env.ts reads import.meta.env once, when it is
 * first imported, so each build kind gets fresh modules (the strings' provider too, so that the bar
 * and the provider share one context).
 */
async function renderTopBar(build: 'development' | 'production', language: 'en' | 'tr' = 'en') {
  vi.stubEnv('DEV', build === 'development');
  vi.stubEnv('PROD', build === 'production');
  vi.resetModules();
  const { TopBar } = await import('./top-bar');
  const { renderWithCommon } = await import('../../test/render-with-common');
  await renderWithCommon(<TopBar />, language);
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
