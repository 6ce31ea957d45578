import { useTranslation } from '../../i18n/react';
import { OrgsPage } from '../../features/orgs/components/orgs-page';
import { QueryProvider } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

/** /orgs: the reader's organizations and a new one (docs/architecture.md §17). */
export default function OrgsRoute() {
  const { t } = useTranslation('orgs');
  usePageTitle(t('title'));
  return (
    <QueryProvider>
      <OrgsPage />
    </QueryProvider>
  );
}
