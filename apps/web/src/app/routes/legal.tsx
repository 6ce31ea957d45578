import { useTranslation } from '../../i18n/react';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { brandValues } from '../../features/legal/components/inline-elements';
import { usePageTitle } from '../../lib/use-page-title';

export default function LegalPage() {
  const { t } = useTranslation('legal');
  usePageTitle(t('title'), t('lead', brandValues));
  return <LegalDocument />;
}
