import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Gives a screen the site's QueryClient. Each route that loads data wraps itself in it, so the
 * query library arrives with those screens and never with the home page (the bundle budget);
 * every screen shares the one client and its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
