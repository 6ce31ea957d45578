import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { QueryProvider } from '../../lib/query-provider';
import { useLocation, useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /dashboard, and /profile which opens the Profile tab (docs/architecture.md §4); /dashboard?checkout
 * is where every buy button leads (docs/architecture.md §10).
 */
export default function DashboardRoute() {
  return useSearchParams().has('checkout') ? <CheckoutPage /> : <DashboardPage />;
}

function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const { pathname } = useLocation();
  // ?tab=billing: where the checkout page sends the buyer back.
  const tabParam = useSearchParams().get('tab');
  return (
    <QueryProvider>
      <Dashboard
        initialTab={
          pathname === paths.profile ? 'profile' : tabParam === 'billing' ? 'billing' : 'overview'
        }
        renderChangePassword={(onChanged) => <ChangePasswordForm onChanged={onChanged} />}
      />
    </QueryProvider>
  );
}
