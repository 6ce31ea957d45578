import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

// Kept for the life of the page, so going between /dashboard and /profile shows the loaded data at once.
let sharedClient: QueryClient | null = null;

function dashboardQueryClient(): QueryClient {
  sharedClient ??= new QueryClient({
    defaultOptions: {
      queries: {
        // Spec §8: a failed load says so at once; the reader can try again.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return sharedClient;
}

/** React Query for the dashboard only: the home page does not download it. */
export function DashboardQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(dashboardQueryClient);
  const { token } = useSession();
  // Nothing of a signed-out account stays in memory.
  useEffect(() => {
    if (!token) client.clear();
  }, [token, client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
