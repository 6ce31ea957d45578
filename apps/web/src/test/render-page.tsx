import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';
import { I18nextProvider } from '../i18n/react';
import enForms from '../i18n/locales/en/forms.json';
import enMessages from '../i18n/locales/en/messages';
import { PathRouter } from '../lib/router/router';
import { SessionProvider } from '../lib/session';
import { testI18n } from './test-i18n';

/** Each test starts without a stored session; after it, the page is unmounted and fetch restored. */
export function resetPagesBetweenTests() {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/**
 * Renders `page` inside what the app gives every page: English strings of its `namespace`
 * (with the shared forms and messages), a query client that does not retry, the session and
 * the router.
 */
export async function renderPage(page: ReactNode, namespace: string, strings: ResourceLanguage) {
  const i18n = await testI18n(
    'en',
    { en: { [namespace]: strings, forms: enForms, messages: enMessages } },
    namespace,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PathRouter>{page}</PathRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
