import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import enAdmin from '../../../i18n/locales/en/admin.json';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import { PathRouter } from '../../../lib/router/router';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser, type StubAnswer, type StubCall } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { AdminConsole } from './admin-console';

/** An account as GET /api/admin/users lists it. */
function account(id: number, username = `user${id}`) {
  return {
    id,
    username,
    email: `${username}@example.test`,
    plan: 'lite',
    plan_source: 'default',
    role: 'user',
    disabled: false,
    created_at: '2026-03-04T05:06:07.000Z',
  };
}

function page(items: unknown[], total: number, number = 1) {
  return { status: 200, body: { items, total, page: number, page_size: 25 } };
}

const refused = (code: string): StubAnswer => ({ status: 403, body: { code, detail: code } });

/** The console against a server whose admin routes `admin` answers; signed in unless told. */
async function renderConsole(
  admin: (call: StubCall) => StubAnswer | undefined,
  { signedIn = true } = {},
) {
  if (signedIn) window.localStorage.setItem('token', 'session-token');
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    return admin(call);
  });
  const i18n = await testI18n(
    'en',
    { en: { admin: enAdmin, forms: enForms, messages: enMessages } },
    'admin',
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PathRouter>
            <AdminConsole notFound={<h1>Page not found</h1>} />
          </PathRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

const adminCalls = (calls: StubCall[]) => calls.filter((call) => call.path.startsWith('/admin'));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('who sees the operator console', () => {
  it('a signed-in account that is not an operator sees the not-found page', async () => {
    await renderConsole(() => refused('admin_required'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Operator console' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a signed-out reader sees the not-found page and the server is not asked', async () => {
    const calls = await renderConsole(() => page([], 0), { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(adminCalls(calls)).toEqual([]);
  });

  it('an operator without two-factor sign-in is told to turn it on', async () => {
    await renderConsole(() => refused('admin_2fa_required'));
    expect(
      await screen.findByRole('heading', { name: 'Turn on two-factor sign-in' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open the Security tab' })).toBeDefined();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('an operator sees the console with its four tabs', async () => {
    await renderConsole(() => page([account(1, 'ada')], 1));
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeDefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Users',
      'Reports',
      'Extensions',
      'Audit',
    ]);
  });
});

describe('finding an account', () => {
  it('searches by what was typed and pages through a long answer', async () => {
    const calls = await renderConsole((call) => {
      if (call.path === '/admin/users?page=1') return page([account(1, 'ada')], 1);
      if (call.path === '/admin/users?q=example.test&page=1') {
        return page([account(2, 'first-page')], 60, 1);
      }
      if (call.path === '/admin/users?q=example.test&page=2') {
        return page([account(27, 'second-page')], 60, 2);
      }
      return undefined;
    });
    fireEvent.change(await screen.findByLabelText('Find an account'), {
      target: { value: '  example.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: 'first-page' })).toBeDefined();
    expect(screen.getByText('Page 1 of 3 (60 results)')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'second-page' })).toBeDefined();
    expect(screen.getByText('Page 2 of 3 (60 results)')).toBeDefined();
    expect(adminCalls(calls).map((call) => call.path)).toEqual([
      '/admin/users?page=1',
      '/admin/users?q=example.test&page=1',
      '/admin/users?q=example.test&page=2',
    ]);
  });
});

describe('disabling an account', () => {
  const detail = {
    ...account(5, 'mallory'),
    full_name: 'Mallory',
    email_verified: true,
    two_factor: false,
    disabled_at: null,
    disabled_reason: null,
    plan_ends_at: null,
    subscription: null,
    transactions: [],
    devices: [],
    sessions: 2,
    api_tokens: 1,
    extensions: [],
    recent_sign_ins: [],
  };

  it('asks for a reason and acts only on the dialog’s confirm button', async () => {
    const calls = await renderConsole((call) => {
      if (call.path === '/admin/users?page=1') return page([account(5, 'mallory')], 1);
      if (call.path === '/admin/users/5') return { status: 200, body: detail };
      if (call.method === 'POST' && call.path === '/admin/users/5/disable') {
        return {
          status: 200,
          body: { detail: 'The account was disabled and signed out everywhere.' },
        };
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'mallory' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable mallory' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    expect(await within(dialog).findByText('A reason is required')).toBeDefined();
    const posts = () =>
      calls.filter((call) => call.method === 'POST' && call.path.startsWith('/admin'));
    expect(posts()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Sends malware through the registry' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable the account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([
      expect.objectContaining({
        path: '/admin/users/5/disable',
        body: { reason: 'Sends malware through the registry' },
        authorization: 'Bearer session-token',
      }),
    ]);
    expect(
      await screen.findByText('The account was disabled and signed out everywhere.'),
    ).toBeDefined();
  });

  it('Cancel closes the dialog without asking the server anything', async () => {
    const calls = await renderConsole((call) => {
      if (call.path === '/admin/users?page=1') return page([account(5, 'mallory')], 1);
      if (call.path === '/admin/users/5') return { status: 200, body: detail };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'mallory' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'A mistake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
