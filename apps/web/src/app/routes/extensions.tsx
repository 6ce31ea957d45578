import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { Marketplace } from '../../features/extensions/components/marketplace';
import { QueryProvider } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

export default function ExtensionsPage() {
  const { t } = useTranslation('extensions');
  usePageTitle(t('title'));
  return (
    <>
      <section className="page-hero ext-hero">
        <div className="container">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.heading')}</h1>
          <p>{t('hero.lead', { product: brand.productName })}</p>
        </div>
      </section>
      <QueryProvider>
        <Marketplace />
      </QueryProvider>
    </>
  );
}
