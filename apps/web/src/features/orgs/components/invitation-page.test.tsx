import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '../../../i18n/react';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import enOrgs from '../../../i18n/locales/en/orgs.json';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser, type StubAnswer } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { InvitationPage } from './invitation-page';

async function renderInvitation(signedIn: boolean, accept?: StubAnswer) {
  if (signedIn) window.localStorage.setItem('token', 'session-token');
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    if (call.method === 'POST' && call.path === '/invitations/accept') return accept;
    return undefined;
  });
  const i18n = await testI18n(
    'en',
    { en: { orgs: enOrgs, forms: enForms, messages: enMessages } },
    'orgs',
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <InvitationPage token="tok-123" />
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

describe('the invitation page', () => {
  it('sends a signed-out reader to log in or register, and back to the same invitation', async () => {
    await renderInvitation(false);
    const back = encodeURIComponent('/invite#token=tok-123');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      `/register?next=${back}`,
    );
  });

  it('accepts with the token and says which organization the reader joined', async () => {
    const calls = await renderInvitation(true, {
      status: 200,
      body: { org: { slug: 'acme', name: 'Acme' }, role: 'member' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'You joined Acme' })).toBeDefined();
    expect(screen.getByText('Your role: Member.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open Acme' }).getAttribute('href')).toBe('/orgs/acme');
    expect(calls.find((call) => call.path === '/invitations/accept')?.body).toEqual({
      token: 'tok-123',
    });
  });

  it.each([
    [403, 'invitation_email_mismatch', 'This invitation was sent to another e-mail address'],
    [410, 'invitation_expired', 'This invitation has expired: ask for a new one'],
    [410, 'invitation_revoked', 'This invitation was withdrawn'],
  ])('a %i %s is said in words', async (status, code, words) => {
    await renderInvitation(true, { status, body: { code, detail: words } });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    // Toasts are alerts too: the one the page holds is the card's (waited for: a toast may come first).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(words))).toBe(
        true,
      ),
    );
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeDefined();
    const switchAccount = screen.queryByRole('button', {
      name: 'Log out, to sign in with the invited address',
    });
    expect(switchAccount !== null).toBe(code === 'invitation_email_mismatch');
  });
});
