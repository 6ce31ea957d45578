import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { DemoScreen } from '../../features/demo/components/demo-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function DemoPage() {
  const { t } = useTranslation('demo');
  const lead = t('hero.lead', { product: brand.productName });
  usePageTitle(t('title'), lead);
  return (
    <>
      <section className="page-hero demo-hero">
        <div className="container">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.heading')}</h1>
          <p>{lead}</p>
        </div>
      </section>
      <DemoScreen />
    </>
  );
}
