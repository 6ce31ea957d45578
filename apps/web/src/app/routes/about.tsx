import { useTranslation } from '../../i18n/react';
import { brand } from '../../config/brand';
import { AboutCta } from '../../features/company/components/about-cta';
import { AboutMission } from '../../features/company/components/about-mission';
import { AboutStory } from '../../features/company/components/about-story';
import { AboutValues } from '../../features/company/components/about-values';
import { CompanyHero } from '../../features/company/components/company-hero';
import { usePageTitle } from '../../lib/use-page-title';

export default function AboutPage() {
  const { t } = useTranslation('about');
  usePageTitle(t('title'), t('hero.lead'));
  return (
    <>
      <CompanyHero
        eyebrow={t('hero.eyebrow')}
        heading={t('hero.heading', { product: brand.productName })}
        lead={t('hero.lead')}
      />
      <AboutStory />
      <AboutMission />
      <AboutValues />
      <AboutCta />
    </>
  );
}
