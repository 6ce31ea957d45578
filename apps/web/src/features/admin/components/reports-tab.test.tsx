import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import enAdmin from '../../../i18n/locales/en/admin.json';
import { stubSignedInServer, type StubCall } from '../../../test/stub-server';
import { renderPage, resetPagesBetweenTests } from '../../../test/render-page';
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
  const calls = stubSignedInServer((call) => {
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
  await renderPage(<ReportsTab />, 'admin', enAdmin);
  return calls;
}

const resolves = (calls: StubCall[]) => calls.filter((call) => call.path.endsWith('/resolve'));

resetPagesBetweenTests();

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
