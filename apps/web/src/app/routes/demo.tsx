import { useTranslation } from '../../i18n/react';
import { PageHero } from '../../components/layout/page-hero';
import { brand } from '../../config/brand';
import { DemoScreen } from '../../features/demo/components/demo-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function DemoPage() {
  const { t } = useTranslation('demo');
  const lead = t('hero.lead', { product: brand.productName });
  usePageTitle(t('title'), lead);
  return (
    <>
      <PageHero
        className="demo-hero"
        eyebrow={t('hero.eyebrow')}
        heading={t('hero.heading')}
        lead={lead}
      />
      <DemoScreen />
    </>
  );
}
