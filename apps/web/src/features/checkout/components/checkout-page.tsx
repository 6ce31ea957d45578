import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/layout/page-hero';
import { QueryProvider } from '../../../lib/query-provider';
import { usePageTitle } from '../../../lib/use-page-title';
import { CheckoutScreen } from './checkout-screen';
import '../checkout.css';

/** #/pricing/checkout: buying Pro (docs/architecture.md §10). */
export function CheckoutPage() {
  const { t } = useTranslation('dashboard', { keyPrefix: 'checkout' });
  usePageTitle(t('title'), t('intro'));
  return (
    <>
      <PageHero heading={t('title')} lead={t('intro')} />
      <section className="section">
        <div className="container">
          <QueryProvider>
            <CheckoutScreen />
          </QueryProvider>
        </div>
      </section>
    </>
  );
}
