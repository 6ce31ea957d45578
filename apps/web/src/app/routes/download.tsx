import { useTranslation } from '../../i18n/react';
import { PageHero } from '../../components/layout/page-hero';
import { brand } from '../../config/brand';
import { DownloadFaq } from '../../features/marketing/components/download-faq';
import { DownloadOptions } from '../../features/marketing/components/download-options';
import { PricingSection } from '../../features/marketing/components/pricing-section';
import { usePageTitle } from '../../lib/use-page-title';
import '../../features/marketing/components/download.css';

export default function DownloadPage() {
  const { t } = useTranslation(['download', 'pricing']);
  usePageTitle(t('title'), t('hero.lead'));
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow', { version: brand.releases.stable })}
        heading={t('hero.heading', { product: brand.productName })}
        lead={t('hero.lead')}
      />
      <DownloadOptions />
      <PricingSection />
      <DownloadFaq />
    </>
  );
}
