import { useTranslation } from '../../i18n/react';
import { OrgSsoSettings } from '../../features/org-sso/components/org-sso-settings';
import { OrgPage } from '../../features/orgs/components/org-page';
import { NamedScreen } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /orgs/<slug>: one organization's members, invitations, seats, devices, policy (with single
 * sign-on) and audit.
 */
export default function OrgRoute() {
  const { t } = useTranslation('orgs');
  usePageTitle(t('title'));
  return (
    <NamedScreen param="slug">
      {(slug) => (
        <OrgPage slug={slug} renderSecurity={(org) => <OrgSsoSettings slug={org.slug} />} />
      )}
    </NamedScreen>
  );
}
