import { useTranslation } from '../../i18n/react';
import { PageHero } from '../../components/layout/page-hero';
import { brand } from '../../config/brand';
import { Marketplace } from '../../features/extensions/components/marketplace';
import { QueryProvider } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

export default function ExtensionsPage() {
  const { t } = useTranslation('extensions');
  usePageTitle(t('title'));
  return (
    <>
      <PageHero
        className="ext-hero"
        eyebrow={t('hero.eyebrow')}
        heading={t('hero.heading')}
        lead={t('hero.lead', { product: brand.productName })}
      />
      <QueryProvider>
        <Marketplace />
      </QueryProvider>
    </>
  );
}
