import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '../../../i18n/react';
import type { Review } from '@sinyal/contracts/reviews';
import enExtensions from '../../../i18n/locales/en/extensions.json';
import enForms from '../../../i18n/locales/en/forms.json';
import enMessages from '../../../i18n/locales/en/messages';
import { PathRouter } from '../../../lib/router/router';
import { SessionProvider } from '../../../lib/session';
import { stubServer, testUser, type StubAnswer } from '../../../test/stub-server';
import { testI18n } from '../../../test/test-i18n';
import { ReviewForm } from './review-form';

const saved: Review = {
  id: 7,
  rating: 4,
  text: 'Reads my logs fine.',
  author: testUser.username,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  reply: null,
};

/** The review form of extension "acme.csv", against a server answering PUT/DELETE as given. */
async function renderForm(mine: Review | null, answers: { put?: StubAnswer; del?: StubAnswer }) {
  const calls = stubServer((call) => {
    if (call.path === '/auth/validate') return { status: 200, body: testUser };
    if (call.path === '/extensions/acme.csv/reviews/mine') {
      if (call.method === 'PUT') return answers.put;
      if (call.method === 'DELETE') return answers.del;
    }
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
            <ReviewForm id="acme.csv" mine={mine} />
          </PathRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem('token', 'session-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review form', () => {
  it('sends the chosen stars and the text as a number and a string', async () => {
    const calls = await renderForm(null, {
      put: { status: 201, body: { review: saved, rating: { average: 4, count: 1 } } },
    });
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: 'Reads my logs fine.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Your review was saved.')).toBeDefined();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      authorization: 'Bearer session-token',
      body: { rating: 4, text: 'Reads my logs fine.' },
    });
    // A new review has nothing to delete yet.
    expect(screen.queryByRole('button', { name: 'Delete review' })).toBeNull();
  });

  it('asks for stars and a text before sending anything', async () => {
    const calls = await renderForm(null, {});
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeDefined();
    expect(screen.getByText('The review is required')).toBeDefined();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('starts from the saved review, which the reader may change or delete', async () => {
    const calls = await renderForm(saved, {
      put: {
        status: 200,
        body: { review: { ...saved, rating: 2 }, rating: { average: 2, count: 1 } },
      },
      del: { status: 200, body: { rating: { average: 0, count: 0 } } },
    });
    expect((screen.getByLabelText('4 stars') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(
      'Reads my logs fine.',
    );
    fireEvent.click(screen.getByLabelText('2 stars'));
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        body: { rating: 2, text: 'Reads my logs fine.' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText('Your review was deleted.')).toBeDefined();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows the server’s refusal: the owner cannot review their own extension', async () => {
    await renderForm(null, {
      put: {
        status: 403,
        body: { code: 'own_review_forbidden', detail: 'You cannot review your own extension' },
      },
    });
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Mine is best' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    const said = await screen.findByText('You cannot review your own extension');
    expect(said.closest('[role="alert"]')).not.toBeNull();
  });
});
