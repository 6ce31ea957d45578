import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
// The tabs before the dashboard itself: their styles come before dashboard.css, as they always
// have (overview.css counts on it).
import { ApiAccessTab } from '../../features/api-access/components/api-access-tab';
import { BillingTab } from '../../features/billing/components/billing-tab';
import { LicenceCards } from '../../features/licence/components/licence-cards';
import { OverviewTab } from '../../features/overview/components/overview-tab';
import { OverviewOrgs } from '../../features/orgs/components/overview-orgs';
import { PrivacyTab } from '../../features/privacy/components/privacy-tab';
import { ProfileTab } from '../../features/profile/components/profile-tab';
import { PublisherTab } from '../../features/publisher/components/publisher-tab';
import { SecurityTab } from '../../features/security/components/security-tab';
import {
  Dashboard,
  type DashboardPanelContext,
} from '../../features/dashboard/components/dashboard';
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
  // Held while the reader moves between tabs: the tabs are addresses of this one screen.
  const [apiToken, setApiToken] = useState<string | null>(null);

  // Each tab is a feature of its own (docs/architecture.md §4); this route puts them together.
  const panels: Record<DashboardTab, (context: DashboardPanelContext) => ReactNode> = {
    overview: ({ data, openApiAccess }) => (
      <OverviewTab
        stats={data.stats}
        isPremium={data.isPremium}
        onOpenApiAccess={openApiAccess}
        organizations={<OverviewOrgs plan={data.plan} planVia={data.planVia} />}
      />
    ),
    profile: ({ data }) => <ProfileTab profile={data.profile} />,
    api: () => <ApiAccessTab apiToken={apiToken} onGenerated={setApiToken} />,
    billing: ({ data }) => (
      <BillingTab plan={data.plan} licence={<LicenceCards plan={data.plan} />} />
    ),
    security: ({ data }) => (
      <SecurityTab
        changePassword={<ChangePasswordForm onChanged={data.refreshSessions} />}
        signInMethods={<SignInMethods />}
        sessions={data.sessions}
        profile={data.profile}
      />
    ),
    privacy: ({ data }) => <PrivacyTab username={data.profile?.username ?? ''} />,
    extensions: () => <PublisherTab />,
  };

  return (
    <QueryProvider>
      <Dashboard tab={tab} renderPanel={(shown, context) => panels[shown](context)} />
    </QueryProvider>
  );
}
