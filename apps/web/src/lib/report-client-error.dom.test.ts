import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { reportClientError as ReportClientError } from './report-client-error';

type Sent = { url: string; init: RequestInit; body: Record<string, unknown> };

let sent: Sent[];
let reportClientError: typeof ReportClientError;

beforeEach(async () => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }),
  );
  // A fresh module each time: it remembers what it sent during a page load.
  vi.resetModules();
  ({ reportClientError } = await import('./report-client-error'));
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function failure(message: string): Error {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at PlanCard (http://localhost/assets/dashboard.js:1:20)`;
  return error;
}

describe('reportClientError', () => {
  it('posts the error, the component stack and the route with keepalive', () => {
    reportClientError(failure('plan is undefined'), '\n    at PlanCard\n    at DashboardPage');

    expect(sent).toHaveLength(1);
    const [report] = sent;
    expect(report?.url).toBe('/api/client-errors');
    expect(report?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(report?.body).toEqual({
      name: 'TypeError',
      message: 'plan is undefined',
      stack:
        'TypeError: plan is undefined\n    at PlanCard (http://localhost/assets/dashboard.js:1:20)',
      component_stack: '\n    at PlanCard\n    at DashboardPage',
      route: '/dashboard',
    });
  });

  it('sends the route without its fragment or query, where tokens and keys travel', () => {
    window.history.replaceState(null, '', '/reset-password?token=secret-token-value');
    reportClientError(failure('boom'));
    window.history.replaceState(null, '', '/reset-password#token=secret-token-value');
    reportClientError(failure('bang'));
    expect(sent.map((report) => report.body.route)).toEqual(['/reset-password', '/reset-password']);
    expect(JSON.stringify(sent)).not.toContain('secret-token-value');
  });

  it('reports the same error once, and at most five errors per page load', () => {
    const error = failure('same');
    reportClientError(error);
    reportClientError(error);
    expect(sent).toHaveLength(1);

    for (let i = 0; i < 10; i++) reportClientError(failure(`other ${i}`));
    expect(sent).toHaveLength(5);
  });

  it('cuts long fields to what the server accepts', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20_000);
    reportClientError(error, 'c'.repeat(20_000));
    const body = sent[0]?.body as Record<string, string>;
    expect(body.message).toHaveLength(1000);
    expect(body.stack).toHaveLength(8000);
    expect(body.component_stack).toHaveLength(8000);
  });

  it('reports a thrown value that is not an Error', () => {
    reportClientError('plain text thrown');
    expect(sent[0]?.body).toEqual({ message: 'plain text thrown', route: '/dashboard' });
  });

  it('never throws, even when fetch does or the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('fetch is broken');
      }),
    );
    expect(() => reportClientError(failure('first'))).not.toThrow();

    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', offline);
    expect(() => reportClientError(failure('second'))).not.toThrow();
    await Promise.resolve();
    expect(offline).toHaveBeenCalledTimes(1);
  });
});
