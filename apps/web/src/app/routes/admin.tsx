import { AdminConsole } from '../../features/admin/components/admin-console';
import { QueryProvider } from '../../lib/query-provider';
import NotFound from './not-found';

/** /admin: the operator console; anyone else gets the not-found page (docs/architecture.md §15). */
export default function AdminRoute() {
  return (
    <QueryProvider>
      <AdminConsole notFound={<NotFound />} />
    </QueryProvider>
  );
}
