import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from '../../../i18n/react';
import enAuth from '../../../i18n/locales/en/auth.json';
import trAuth from '../../../i18n/locales/tr/auth.json';
import enMessages from '../../../i18n/locales/en/messages';
import trMessages from '../../../i18n/locales/tr/messages.json';
import { testI18n } from '../../../test/test-i18n';
import { SsoSignIn } from './sso-sign-in';

/** The block against a server whose start answers `answer` (a redirect, or a refusal). */
async function renderSso(answer: () => Response, language: 'en' | 'tr' = 'en') {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const assign = vi.fn();
  const i18n = await testI18n(
    language,
    {
      en: { auth: enAuth, messages: enMessages },
      tr: { auth: trAuth, messages: trMessages },
    },
    'auth',
  );
  render(
    <I18nextProvider i18n={i18n}>
      <SsoSignIn go={assign} />
    </I18nextProvider>,
  );
  return { fetch, assign };
}

async function typeAndContinue(email: string, open = 'Single sign-on', submit = 'Continue') {
  fireEvent.click(await screen.findByRole('button', { name: open }));
  fireEvent.change(screen.getByRole('textbox'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('single sign-on on the login page', () => {
  it("opens the organization's provider for a work e-mail on a domain with single sign-on", async () => {
    const redirected = () => {
      const response = new Response(null, { status: 200 });
      Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
      return response;
    };
    const { fetch, assign } = await renderSso(redirected);
    await typeAndContinue('ada@acme.example');
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(assign).toHaveBeenCalledWith('/api/sso/start?email=ada%40acme.example');
    expect(fetch).toHaveBeenCalledWith(
      '/api/sso/start?email=ada%40acme.example',
      expect.objectContaining({ redirect: 'manual' }),
    );
  });

  it('says so when the domain has no single sign-on, and stays on the page', async () => {
    const refused = () =>
      Response.json({ code: 'sso_not_configured', detail: 'x' }, { status: 404 });
    const { assign } = await renderSso(refused, 'tr');
    await typeAndContinue('ada@nowhere.example', 'Tek oturum açma', 'Devam');
    expect(
      await screen.findByText('Bu e-posta adresinin alan adı için tek oturum açma kurulmamış'),
    ).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for an e-mail address before asking the server', async () => {
    const { fetch } = await renderSso(() => new Response(null, { status: 500 }));
    await typeAndContinue('not an address');
    expect(await screen.findByText('Type your work e-mail address')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
