import { lazy, Suspense } from 'react';
import { QueryProvider } from '../../lib/query-provider';
import NotFound from './not-found';

// The console loads from this screen, not from the site's entry: the entry would otherwise list
// all of its chunks for preloading, on every page's first load (scripts/bench/bundle-size.mjs).
const AdminConsole = lazy(() =>
  import('../../features/admin/components/admin-console').then((module) => ({
    default: module.AdminConsole,
  })),
);

/** /admin: the operator console; anyone else gets the not-found page (docs/architecture.md §15). */
export default function AdminRoute() {
  return (
    <QueryProvider>
      <Suspense fallback={null}>
        <AdminConsole notFound={<NotFound />} />
      </Suspense>
    </QueryProvider>
  );
}
