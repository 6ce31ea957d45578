import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SessionProvider, useSession } from './session';
import { resetPagesBetweenTests } from '../test/render-page';
import { testUser } from '../test/stub-server';

const user = testUser;

type Answer = { status: number; body?: unknown } | 'offline';

/** fetch that answers each path with what the test says, and records the calls. */
function stubServer(answers: Record<string, Answer>) {
  const calls: { path: string; authorization: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const headers = init.headers as Record<string, string>;
      calls.push({ path, authorization: headers.Authorization });
      const answer = answers[path] ?? { status: 404, body: { code: 'not_found', detail: 'no' } };
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return (
    <p>
      {session.status}:{session.user?.username ?? '-'}
    </p>
  );
}

function renderSession() {
  return render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

resetPagesBetweenTests();

describe('SessionProvider', () => {
  it('is signed out without a stored token and asks the server nothing', () => {
    const calls = stubServer({});
    renderSession();
    expect(screen.getByText('signed-out:-')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('validates a stored token at start and loads its user', async () => {
    window.localStorage.setItem('token', 'stored');
    const calls = stubServer({ '/auth/validate': { status: 200, body: user } });
    renderSession();
    expect(screen.getByText('checking:-')).toBeTruthy();
    await screen.findByText('signed-in:ada');
    expect(calls[0]).toEqual({ path: '/auth/validate', authorization: 'Bearer stored' });
  });

  it('falls back to the token kept for this tab only', async () => {
    window.sessionStorage.setItem('token', 'tab-only');
    const calls = stubServer({ '/auth/validate': { status: 200, body: user } });
    renderSession();
    await screen.findByText('signed-in:ada');
    expect(calls[0]?.authorization).toBe('Bearer tab-only');
  });

  it('forgets a token the server answers 401 for', async () => {
    window.localStorage.setItem('token', 'revoked');
    stubServer({
      '/auth/validate': { status: 401, body: { code: 'invalid_token', detail: 'expired' } },
    });
    renderSession();
    await screen.findByText('signed-out:-');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when the server cannot be reached', async () => {
    window.localStorage.setItem('token', 'kept');
    stubServer({ '/auth/validate': 'offline' });
    renderSession();
    await screen.findByText('signed-in:-');
    expect(window.localStorage.getItem('token')).toBe('kept');
  });

  it('stores a new token by the Remember me rule and loads its user', async () => {
    stubServer({ '/auth/validate': { status: 200, body: user } });
    renderSession();
    act(() => session.login('remembered', null, true));
    await screen.findByText('signed-in:ada');
    expect(window.localStorage.getItem('token')).toBe('remembered');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    act(() => session.login('this-tab', user, false));
    expect(window.sessionStorage.getItem('token')).toBe('this-tab');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logs out by revoking the token on the server, then forgetting it', async () => {
    window.localStorage.setItem('token', 'mine');
    const calls = stubServer({
      '/auth/validate': { status: 200, body: user },
      '/logout': { status: 204 },
    });
    renderSession();
    await screen.findByText('signed-in:ada');
    await act(() => session.logout());
    expect(calls.at(-1)).toEqual({ path: '/logout', authorization: 'Bearer mine' });
    expect(screen.getByText('signed-out:-')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('still signs out here when the server cannot be told', async () => {
    window.sessionStorage.setItem('token', 'mine');
    stubServer({ '/auth/validate': { status: 200, body: user }, '/logout': 'offline' });
    renderSession();
    await screen.findByText('signed-in:ada');
    await act(() => session.logout());
    await waitFor(() => expect(screen.getByText('signed-out:-')).toBeTruthy());
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});
