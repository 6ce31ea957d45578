import { useTranslation } from '../../i18n/react';
import { InvitationPage } from '../../features/orgs/components/invitation-page';
import { LinkScreen } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

/** The page an organization's invitation mail links to (/invite#token=…). */
export default function InviteRoute() {
  const { t } = useTranslation('orgs');
  usePageTitle(t('invite.heading'));
  return (
    <LinkScreen params={['token']}>
      {({ token }) => <InvitationPage key={token} token={token} />}
    </LinkScreen>
  );
}
