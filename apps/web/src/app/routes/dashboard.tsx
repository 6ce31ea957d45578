import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { SignInMethods } from '../../features/sign-in-methods/components/sign-in-methods';
import {
  isDashboardTab,
  tabOfSegment,
  tabPath,
  type DashboardTab,
} from '../../features/dashboard/lib/tabs';
import { QueryProvider } from '../../lib/query-provider';
import { Redirect, useLocation, useParams, useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';
import NotFound from './not-found';

/**
 * /dashboard and /dashboard/<tab>, each tab at its own address (docs/architecture.md §4);
 * /dashboard?checkout is where every buy button leads (docs/architecture.md §10). Older addresses
 * lead on: /profile to the Profile tab, ?tab=<tab> (the checkout's way back) to that tab.
 */
export default function DashboardRoute() {
  const search = useSearchParams();
  const { pathname } = useLocation();
  const segment = useParams().tab;
  if (search.has('checkout')) return <CheckoutPage />;
  if (pathname === paths.profile) return <Redirect to={tabPath('profile')} />;
  const legacyTab = search.get('tab');
  if (legacyTab !== null && isDashboardTab(legacyTab)) return <Redirect to={tabPath(legacyTab)} />;
  if (segment === 'overview') return <Redirect to={tabPath('overview')} />;
  const tab = tabOfSegment(segment);
  return tab ? <DashboardPage tab={tab} /> : <NotFound />;
}

function DashboardPage({ tab }: { tab: DashboardTab }) {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  return (
    <QueryProvider>
      <Dashboard
        tab={tab}
        renderChangePassword={(onChanged) => <ChangePasswordForm onChanged={onChanged} />}
        signInMethods={<SignInMethods />}
      />
    </QueryProvider>
  );
}
