import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '../../../i18n/react';
import type { ReactNode } from 'react';
import enMessages from '../../../i18n/locales/en/messages';
import enSignIn from '../../../i18n/locales/en/sign-in.json';
import trMessages from '../../../i18n/locales/tr/messages.json';
import trSignIn from '../../../i18n/locales/tr/sign-in.json';
import { testI18n } from '../../../test/test-i18n';
import { PathRouter } from '../../../lib/router/router';
import { SessionProvider } from '../../../lib/session';
import { OAuthLanding } from './oauth-landing';

function Card({ heading, children }: { heading: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h1>{heading}</h1>
      {children}
    </section>
  );
}

/** The page at `address`, against a server whose exchange answers `status` and `body`. */
async function renderLanding(
  address: string,
  answer: { status: number; body: unknown },
  language = 'en',
) {
  window.history.replaceState(null, '', address);
  const fetch = vi.fn(async () =>
    Response.json(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const i18n = await testI18n(language, {
    en: { messages: enMessages, 'sign-in': enSignIn },
    tr: { messages: trMessages, 'sign-in': trSignIn },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PathRouter>
            <OAuthLanding Card={Card} renderSecondStep={() => null} />
          </PathRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetch;
}

const accountExists = {
  status: 409,
  body: {
    code: 'account_exists',
    detail: 'An account with ada@example.com exists: …',
    email: 'ada@example.com',
    provider: 'google',
    provider_name: 'Google',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the page a provider sign-in comes back to', () => {
  it('trades the code once and says how to link an address that has an account', async () => {
    const fetch = await renderLanding('/oauth#code=one-time', accountExists);
    expect(
      await screen.findByText(
        'An account with ada@example.com exists: sign in with your password, then link Google from Security.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/oauth/exchange',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: 'one-time' }) }),
    );
  });

  it('says the same in Turkish', async () => {
    await renderLanding('/oauth?code=one-time', accountExists, 'tr');
    expect(
      await screen.findByText(
        'ada@example.com adresiyle bir hesap var: parolanızla giriş yapın, ardından Güvenlik sekmesinden Google bağlayın.',
      ),
    ).toBeDefined();
  });

  it('an error of a link leads back to the Security tab', async () => {
    await renderLanding('/oauth#error=link_ticket_invalid&intent=link', accountExists);
    expect(
      await screen.findByText('Linking took too long. Open the Security tab and start it again.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the Security tab' })).toBeDefined();
  });

  it('a sign-in an organization refuses (enforce_sso) offers its single sign-on, in both languages', async () => {
    const startUrl = 'http://sinyal.test/api/sso/start?email=kim%40acme.example';
    const refused = {
      status: 403,
      body: { code: 'sso_required', detail: '…', start_url: startUrl },
    };
    await renderLanding('/oauth#code=one-time', refused);
    expect(
      await screen.findByText(/Your organization requires its single sign-on for this address/),
    ).toBeDefined();
    const link = screen.getByRole('link', { name: 'Continue with single sign-on' });
    expect(link.getAttribute('href')).toBe(startUrl);
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toBeDefined();
    cleanup();

    await renderLanding('/oauth#code=one-time', refused, 'tr');
    expect(
      await screen.findByText(
        /Kuruluşunuz bu adres için kendi tek oturum açmasını zorunlu kılıyor/,
      ),
    ).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Tek oturum açma ile devam et' }).getAttribute('href'),
    ).toBe(startUrl);
  });
});
