import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import enAdmin from '../../../i18n/locales/en/admin.json';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser, type StubCall } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { ReportsTab } from './reports-tab';

const report = {
  id: 9,
  extension_id: 'acme.csv',
  extension_name: 'Acme CSV',
  reporter: 'ada',
  reason: 'malware',
  detail: 'It uploads my recordings.',
  status: 'open',
  created_at: '2026-05-06T07:08:09.000Z',
  resolved_at: null,
  resolution: null,
  note: null,
  review: null,
};

const reviewReport = {
  ...report,
  id: 10,
  extension_id: 'acme.logger',
  extension_name: 'Acme Logger',
  reason: 'spam',
  detail: 'An advert',
  review: { id: 4, rating: 1, text: 'Buy cheap watches', author: 'mallory', hidden: false },
};

async function renderReports() {
  window.localStorage.setItem('token', 'session-token');
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    if (call.path === '/admin/reports?status=open&page=1') {
      return {
        status: 200,
        body: { items: [report, reviewReport], total: 2, page: 1, page_size: 25 },
      };
    }
    if (call.path === '/admin/reports?status=resolved&page=1') {
      return { status: 200, body: { items: [], total: 0, page: 1, page_size: 25 } };
    }
    if (call.method === 'POST' && call.path === '/admin/reports/9/resolve') {
      return { status: 200, body: { detail: 'The extension was taken down.' } };
    }
    return undefined;
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
          <ReportsTab />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

const resolves = (calls: StubCall[]) => calls.filter((call) => call.path.endsWith('/resolve'));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reports queue', () => {
  it('shows a review’s report with the review it is about', async () => {
    await renderReports();
    expect(await screen.findByText('Buy cheap watches')).toBeDefined();
    expect(screen.getByText(/About a review by mallory \(1★\)/)).toBeDefined();
    expect(screen.getByText('Spam')).toBeDefined();
  });

  it('a takedown from a report needs a note and sends the version and the token choice', async () => {
    const calls = await renderReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve the report on Acme CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the report on Acme CSV' });
    fireEvent.click(within(dialog).getByLabelText('Take down'));
    fireEvent.change(within(dialog).getByLabelText(/^Version/), { target: { value: '1.2.0' } });
    fireEvent.click(within(dialog).getByLabelText("Also revoke the owner's API tokens"));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText('A reason is required')).toBeDefined();
    expect(resolves(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Confirmed: it uploads recordings' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resolves(calls).map((call) => call.body)).toEqual([
      {
        action: 'takedown',
        note: 'Confirmed: it uploads recordings',
        version: '1.2.0',
        revoke_tokens: true,
      },
    ]);
    expect(await screen.findByText('The extension was taken down.')).toBeDefined();
  });

  it('a dismissal sends only the note', async () => {
    const calls = await renderReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve the report on Acme CSV' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Works as described' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resolves(calls).map((call) => call.body)).toEqual([
      { action: 'dismiss', note: 'Works as described' },
    ]);
  });

  it('the resolved filter asks for resolved reports', async () => {
    const calls = await renderReports();
    await screen.findByText('It uploads my recordings.');
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved reports yet.')).toBeDefined();
    expect(calls.some((call) => call.path === '/admin/reports?status=resolved&page=1')).toBe(true);
  });
});
