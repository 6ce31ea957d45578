import { useTranslation } from '../../../i18n/react';
import { PageHero } from '../../../components/layout/page-hero';
import { brand } from '../../../config/brand';
import { formatUsd } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query-provider';
import { usePageTitle } from '../../../lib/use-page-title';
import { CheckoutScreen } from './checkout-screen';
import '../checkout.css';

/**
 * /dashboard?checkout: buying Pro (docs/architecture.md §10). The lead gives both prices in the
 * pricing page's words, whether or not this server takes payments online.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation(['dashboard', 'pricing']);
  const money = (amount: number) => formatUsd(amount, i18n.resolvedLanguage);
  const intro = t('checkout.intro', {
    price: money(brand.pricing.proMonthlyUsd),
    yearPrice: money(brand.pricing.proYearlyUsd),
    saving: t('pricing:yearlySaving', { count: brand.pricing.proYearlyMonthsFree }),
  });
  usePageTitle(t('checkout.title'), intro);
  return (
    <>
      <PageHero heading={t('checkout.title')} lead={intro} />
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
