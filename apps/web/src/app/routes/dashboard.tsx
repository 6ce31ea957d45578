import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { QueryProvider } from '../../lib/query-provider';
import { useLocation } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

/** /dashboard, and /profile which opens the Profile tab (docs/architecture.md §4). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const { pathname } = useLocation();
  return (
    <QueryProvider>
      <Dashboard
        initialTab={pathname === paths.profile ? 'profile' : 'overview'}
        renderChangePassword={(onChanged) => <ChangePasswordForm onChanged={onChanged} />}
      />
    </QueryProvider>
  );
}
