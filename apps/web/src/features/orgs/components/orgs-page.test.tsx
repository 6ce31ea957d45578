import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '../../../i18n/react';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import enOrgs from '../../../i18n/locales/en/orgs.json';
import trOrgs from '../../../i18n/locales/tr/orgs.json';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { OrgsPage } from './orgs-page';

const at = '2026-05-06T07:08:09.000Z';
const mine = {
  items: [
    {
      slug: 'acme',
      name: 'Acme',
      role: 'member',
      created_at: at,
      require_2fa: true,
      seat: { assigned: true, active: false, reason: '2fa_required' },
    },
  ],
};

async function renderOrgs(language: 'en' | 'tr' = 'en') {
  window.localStorage.setItem('token', 'session-token');
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    if (call.method === 'GET' && call.path === '/orgs') return { status: 200, body: mine };
    if (call.method === 'POST' && call.path === '/orgs') {
      return { status: 409, body: { code: 'org_slug_taken', detail: 'taken' } };
    }
    return undefined;
  });
  const i18n = await testI18n(
    language,
    {
      en: { orgs: enOrgs, forms: enForms, messages: enMessages },
      tr: { orgs: trOrgs },
    },
    'orgs',
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <OrgsPage />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the organizations page', () => {
  it('lists the reader’s organizations with their role and why a seat gives nothing yet', async () => {
    await renderOrgs();
    const list = await screen.findByRole('list', { name: 'Your organizations' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/orgs/acme');
    expect(within(row).getByText('Member')).toBeDefined();
    expect(within(row).getByText('Seat idle: 2FA required')).toBeDefined();
  });

  it('says it in Turkish', async () => {
    await renderOrgs('tr');
    expect(await screen.findByText('Koltuk boşta: 2FA gerekli')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Kuruluşlar', level: 1 })).toBeDefined();
  });

  it('checks the address before sending, then shows the server’s refusal', async () => {
    const calls = await renderOrgs();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Not OK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText(/The address must be 2 to 40 lower-case letters/)).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { name: 'Acme', slug: 'acme' },
      ]),
    );
    expect(await screen.findByText('This address is taken by another organization')).toBeDefined();
  });
});
