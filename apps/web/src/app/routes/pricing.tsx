import { useTranslation } from '../../i18n/react';
import { PricingComparison } from '../../features/marketing/components/pricing-comparison';
import { PricingNotes } from '../../features/marketing/components/pricing-notes';
import { PricingPlans } from '../../features/marketing/components/pricing-plans';
import { PaymentNote } from '../../features/checkout/components/payment-note';
import { PageHero } from '../../components/layout/page-hero';
import { usePageTitle } from '../../lib/use-page-title';
import '../../features/marketing/components/pricing-page.css';

export default function PricingPage() {
  const { t } = useTranslation('pricing');
  usePageTitle(t('title'), t('page.intro'));
  return (
    <>
      <PageHero heading={t('title')} lead={t('page.intro')} />
      <section className="section pricing-page__plans" aria-label={t('page.plansLabel')}>
        <div className="container">
          <PricingPlans headingLevel={2} />
          <PaymentNote />
        </div>
      </section>
      <PricingComparison />
      <PricingNotes />
    </>
  );
}
