import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from '../../../i18n/runtime';
import { I18nextProvider, initReactI18next } from '../../../i18n/react';
import enAuth from '../../../i18n/locales/en/auth.json';
import trAuth from '../../../i18n/locales/tr/auth.json';
import { SocialSignIn } from './social-sign-in';

/** Renders the block against a server whose GET /api/oauth/providers answers `providers`. */
async function renderWithProviders(providers: unknown, language: 'en' | 'tr' = 'en') {
  const fetch = vi.fn(async () =>
    Response.json(providers, { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { auth: enAuth }, tr: { auth: trAuth } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SocialSignIn />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { fetch, view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in with another account', () => {
  it('shows no button, no "or" line and no "not available" hint while the server offers no provider', async () => {
    const { fetch, view } = await renderWithProviders([]);
    expect(fetch).toHaveBeenCalledWith('/api/oauth/providers', expect.anything());
    expect(view.container.textContent).toBe('');
    // Within its own tree: the shared test worker may still show another file's toast.
    expect(within(view.container).queryByRole('button')).toBeNull();
    expect(within(view.container).queryByRole('link')).toBeNull();
  });

  it('offers exactly the providers the server names, each starting its sign-in', async () => {
    await renderWithProviders([{ id: 'github', name: 'GitHub' }]);
    const github = await screen.findByRole('link', { name: 'Continue with GitHub' });
    expect(github.getAttribute('href')).toBe('/api/oauth/github/start?intent=login');
    expect(screen.queryByText(/Google/)).toBeNull();
    expect(screen.getByText('or')).toBeDefined();
  });

  it('names the provider in Turkish too', async () => {
    await renderWithProviders([{ id: 'google', name: 'Google' }], 'tr');
    expect(await screen.findByRole('link', { name: 'Google ile devam et' })).toBeDefined();
  });

  it('shows nothing when the list cannot be read', async () => {
    const { view } = await renderWithProviders({ unexpected: true });
    expect(view.container.textContent).toBe('');
  });
});
