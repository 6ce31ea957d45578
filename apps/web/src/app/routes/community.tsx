import { useTranslation } from '../../i18n/react';
import { CommunityRedirect } from '../../features/external/components/community-redirect';
import { usePageTitle } from '../../lib/use-page-title';

export default function CommunityPage() {
  const { t } = useTranslation('external');
  usePageTitle(t('community.title'));
  return <CommunityRedirect />;
}
