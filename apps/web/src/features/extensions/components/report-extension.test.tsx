import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import enExtensions from '../../../i18n/locales/en/extensions.json';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import { PathRouter } from '../../../lib/router/router';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser, type StubAnswer } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { ReportExtension } from './report-extension';

/** The Report action of extension "acme.csv", against a server answering the report with `report`. */
async function renderReport(report: StubAnswer) {
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    if (call.method === 'POST' && call.path === '/extensions/acme.csv/reports') return report;
    return undefined;
  });
  const i18n = await testI18n(
    'en',
    { en: { extensions: enExtensions, forms: enForms, messages: enMessages } },
    'extensions',
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <PathRouter>
            <ReportExtension id="acme.csv" name="Acme CSV" />
          </PathRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

async function fillAndSend() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
  // The dialog's form loads when it is first opened.
  expect(await screen.findByRole('dialog', { name: 'Report Acme CSV' })).toBeDefined();
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'malware' } });
  fireEvent.change(screen.getByLabelText('What happened'), {
    target: { value: 'It uploads my recordings to a strange host.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reporting an extension', () => {
  it('sends the chosen reason and the description, then closes the dialog', async () => {
    window.localStorage.setItem('token', 'session-token');
    const calls = await renderReport({
      status: 201,
      body: {
        id: 3,
        detail: 'Thank you. The report was sent to the operators, who will look at it.',
      },
    });
    await fillAndSend();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'Thank you. The report was sent to the operators, who will look at it.',
      ),
    ).toBeDefined();
    const sent = calls.find((call) => call.path === '/extensions/acme.csv/reports');
    expect(sent).toMatchObject({
      method: 'POST',
      authorization: 'Bearer session-token',
      body: { reason: 'malware', detail: 'It uploads my recordings to a strange host.' },
    });
  });

  it('asks for a reason and a description before sending anything', async () => {
    window.localStorage.setItem('token', 'session-token');
    const calls = await renderReport({ status: 201, body: { id: 3, detail: 'ok' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('A description of the problem is required')).toBeDefined();
    expect(calls.some((call) => call.path.endsWith('/reports'))).toBe(false);
  });

  it('says how long to wait when the day’s reports are used up', async () => {
    window.localStorage.setItem('token', 'session-token');
    await renderReport({
      status: 429,
      body: { code: 'rate_limited', detail: 'Too many attempts.', retry_after_s: 3600 },
    });
    await fillAndSend();
    const dialog = screen.getByRole('dialog', { name: 'Report Acme CSV' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 60 minutes.',
    );
  });

  it('a signed-out reader is asked to sign in instead', async () => {
    await renderReport({ status: 201, body: { id: 3, detail: 'ok' } });
    expect(
      screen.getByRole('link', { name: 'Sign in to report a problem with this extension' }),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
