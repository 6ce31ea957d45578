import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '../../../i18n/react';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import enOrgSso from '../../../i18n/locales/en/org-sso.json';
import trOrgSso from '../../../i18n/locales/tr/org-sso.json';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser, type StubAnswer } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { OrgSsoSettings } from './org-sso-settings';

const configured = {
  issuer: 'https://idp.acme.example',
  client_id: 'sinyal',
  enforce_sso: false,
  domains: [{ domain: 'acme.example', token: 'a1b2c3', verified: false }],
  redirect_uri: 'https://sinyal.example/api/sso/callback',
};

/** The section of organization "acme", against a server answering its calls with `answers`. */
async function renderSettings(
  answers: { get?: unknown; put?: StubAnswer; verify?: StubAnswer },
  language: 'en' | 'tr' = 'en',
) {
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    if (call.method === 'GET' && call.path === '/orgs/acme/sso') {
      return { status: 200, body: answers.get ?? configured };
    }
    if (call.method === 'PUT' && call.path === '/orgs/acme/sso') return answers.put;
    if (call.method === 'POST' && call.path === '/orgs/acme/sso/domains/acme.example/verify') {
      return answers.verify;
    }
    return undefined;
  });
  const i18n = await testI18n(
    language,
    {
      en: { 'org-sso': enOrgSso, forms: enForms, messages: enMessages },
      tr: { 'org-sso': trOrgSso, forms: enForms, messages: enMessages },
    },
    'org-sso',
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <OrgSsoSettings slug="acme" />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('token', 'session-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an organization's single sign-on settings", () => {
  it('shows the provider and, for an unproven domain, the TXT record to add', async () => {
    await renderSettings({});
    expect(await screen.findByDisplayValue('https://idp.acme.example')).toBeDefined();
    expect(screen.getByText('_sinyal.acme.example')).toBeDefined();
    expect(screen.getByText('sinyal-verify=a1b2c3')).toBeDefined();
    expect(screen.getByText('Not verified')).toBeDefined();
    expect(screen.getByText('https://sinyal.example/api/sso/callback')).toBeDefined();
  });

  it('saves the domains typed one per line, keeping the stored secret when left empty', async () => {
    const calls = await renderSettings({
      put: { status: 200, body: { ...configured, enforce_sso: true } },
    });
    const domains = await screen.findByLabelText('Domains');
    fireEvent.change(domains, { target: { value: 'acme.example\nAcme.org\n' } });
    fireEvent.click(screen.getByLabelText('Require single sign-on for people on these domains'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => calls.some((call) => call.method === 'PUT')).toBe(true);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      issuer: 'https://idp.acme.example',
      client_id: 'sinyal',
      domains: ['acme.example', 'Acme.org'],
      enforce_sso: true,
    });
  });

  it("says why a domain's record does not prove it, in the reader's words", async () => {
    await renderSettings({
      verify: {
        status: 409,
        body: { code: 'sso_record_wrong', detail: 'The TXT record … does not hold the token' },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Check the record of acme.example' }),
    );
    expect(
      await screen.findByText(
        'The TXT record at _sinyal.<domain> does not hold the token shown here: correct it and try again',
      ),
    ).toBeDefined();
  });

  it('shows a proven domain as verified once the check passes', async () => {
    await renderSettings({
      verify: {
        status: 200,
        body: { ...configured, domains: [{ ...configured.domains[0], verified: true }] },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Check the record of acme.example' }),
    );
    expect(await screen.findByText('Verified')).toBeDefined();
    expect(screen.queryByText('_sinyal.acme.example')).toBeNull();
  });

  it('speaks Turkish', async () => {
    await renderSettings({}, 'tr');
    expect(await screen.findByRole('heading', { name: 'Tek oturum açma' })).toBeDefined();
    expect(await screen.findByText('Doğrulanmadı')).toBeDefined();
  });
});
