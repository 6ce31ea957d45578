import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { ExternalLinkPage } from '../../features/external/components/external-link-page';
import { usePageTitle } from '../../lib/use-page-title';

export default function TutorialsPage() {
  const { t } = useTranslation('external');
  usePageTitle(t('tutorials.title'));
  return (
    <ExternalLinkPage
      icon={GraduationCap}
      heading={t('tutorials.heading')}
      text={t('tutorials.text')}
      linkLabel={t('tutorials.link')}
      url={brand.urls.tutorials}
    />
  );
}
