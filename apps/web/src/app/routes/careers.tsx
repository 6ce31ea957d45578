import { useTranslation } from '../../i18n/react';
import { CareersCulture } from '../../features/company/components/careers-culture';
import { CareersStatus } from '../../features/company/components/careers-status';
import { CareersTalentPool } from '../../features/company/components/careers-talent-pool';
import { CompanyHero } from '../../features/company/components/company-hero';
import { usePageTitle } from '../../lib/use-page-title';

export default function CareersPage() {
  const { t } = useTranslation('careers');
  usePageTitle(t('title'), t('hero.lead'));
  return (
    <>
      <CompanyHero eyebrow={t('hero.eyebrow')} heading={t('hero.heading')} lead={t('hero.lead')} />
      <CareersStatus />
      <CareersCulture />
      <CareersTalentPool />
    </>
  );
}
