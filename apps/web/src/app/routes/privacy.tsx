import { useTranslation } from '../../i18n/react';
import { PrivacyDocument } from '../../features/legal/components/privacy-document';
import { brandValues } from '../../features/legal/components/inline-elements';
import { usePageTitle } from '../../lib/use-page-title';

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('title'), t('lead', brandValues));
  return <PrivacyDocument />;
}
