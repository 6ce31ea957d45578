import { Fragment, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { useLinkParams, useParams } from './router/router';

/**
 * Gives a screen the site's QueryClient. Each route that loads data wraps itself in it, so the
 * query library arrives with those screens and never with the home page (the bundle budget);
 * every screen shares the one client and its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The data screen of the thing a route segment names (`/extensions/:id`), started afresh for each
 * name so nothing of the previous one stays on screen.
 */
export function NamedScreen({
  param,
  children,
}: {
  param: string;
  children: (name: string) => ReactNode;
}) {
  const name = useParams()[param] ?? '';
  return (
    <QueryProvider>
      <Fragment key={name}>{children(name)}</Fragment>
    </QueryProvider>
  );
}

/**
 * The data screen a mailed link opens, given the values the link carries in its fragment (`#token=`) without
 * the spaces a mail client or a paste may add; null when absent or empty.
 */
export function LinkScreen<Name extends string>({
  params,
  children,
}: {
  params: readonly Name[];
  children: (values: Record<Name, string | null>) => ReactNode;
}) {
  const search = useLinkParams();
  const values = Object.fromEntries(
    params.map((name) => [name, search.get(name)?.trim() || null]),
  ) as Record<Name, string | null>;
  return <QueryProvider>{children(values)}</QueryProvider>;
}
