import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

let reports: Record<string, unknown>[];

beforeEach(() => {
  reports = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      reports.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }),
  );
  // React logs every caught error to the console; the test reads the reports instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/account');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function BrokenSettings(): never {
  throw new Error('settings could not be read');
}

describe('ErrorBoundary', () => {
  it('shows the fallback and reports the error once, with the component that failed', async () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/account" fallback={<p>This page could not be shown</p>}>
        <BrokenSettings />
      </ErrorBoundary>,
    );

    expect(screen.getByText('This page could not be shown')).toBeDefined();
    // The reporter loads on the first failure, so its call arrives a moment later.
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      name: 'Error',
      message: 'settings could not be read',
      route: '/account',
    });
    expect(reports[0]?.component_stack).toContain('BrokenSettings');

    // Rendering again on the same route keeps the fallback and sends nothing more.
    rerender(
      <ErrorBoundary resetKey="/account" fallback={<p>This page could not be shown</p>}>
        <BrokenSettings />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This page could not be shown')).toBeDefined();
    // A second report would have come through the same (now loaded) module by the time it resolves.
    await import('../../lib/report-client-error');
    await Promise.resolve();
    expect(reports).toHaveLength(1);
  });

  it('gives the next route its chance, without a report when it works', async () => {
    // Another route than the first test's: the reporter sends an error once per page load.
    window.history.replaceState(null, '', '/security');
    const { rerender } = render(
      <ErrorBoundary resetKey="/security" fallback={<p>This page could not be shown</p>}>
        <BrokenSettings />
      </ErrorBoundary>,
    );
    await waitFor(() => expect(reports).toHaveLength(1));

    rerender(
      <ErrorBoundary resetKey="/pricing" fallback={<p>This page could not be shown</p>}>
        <p>Plans and prices</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Plans and prices')).toBeDefined();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
    expect(reports).toHaveLength(1);
  });
});
