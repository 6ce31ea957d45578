import { useTranslation } from 'react-i18next';
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
      <section className="page-hero">
        <div className="container">
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </section>
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
