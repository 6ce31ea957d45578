import { useTranslation } from 'react-i18next';
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
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t('hero.eyebrow', { version: brand.releases.stable })}</p>
          <h1>{t('hero.heading', { product: brand.productName })}</h1>
          <p>{t('hero.lead')}</p>
        </div>
      </section>
      <DownloadOptions />
      <PricingSection />
      <DownloadFaq />
    </>
  );
}
