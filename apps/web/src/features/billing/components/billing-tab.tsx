import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Crown, Package } from 'lucide-react';
import { isPremiumPlan, type Plan } from '@sinyal/contracts/plans';
import { brand } from '../../../config/brand';
import { useUpgrade } from '../../../lib/use-upgrade';
import { PlanComparison } from './plan-comparison';
import { SubscriptionCard } from './subscription-card';

interface BillingTabProps {
  plan: Plan;
  /** The licence's cards; they belong to the licence feature, the route puts them here. */
  licence: ReactNode;
}

/**
 * Billing & Plans (docs/product.md §2): the plan by its name (Lite, Pro or Enterprise), the
 * subscription and invoices (§10), the licence and devices (docs/architecture.md §9), offline
 * leases for Enterprise, and what each plan includes.
 */
export function BillingTab({ plan, licence }: BillingTabProps) {
  const { t } = useTranslation(['dashboard', 'pricing']);
  const upgrade = useUpgrade();
  const paid = isPremiumPlan(plan);
  const PlanIcon = paid ? Crown : Package;

  return (
    <div className="dashboard-stack">
      <section className="card" aria-labelledby="billing-heading">
        <h2 id="billing-heading" className="dashboard-card-title">
          {t('billing.heading')}
        </h2>
        <div className={`dashboard-plan${paid ? ' dashboard-plan--paid' : ''}`}>
          <span className="dashboard-plan__icon" aria-hidden="true">
            <PlanIcon size={24} />
          </span>
          <div className="dashboard-plan__text">
            <p className="dashboard-plan__label">{t('billing.currentPlan')}</p>
            <h3>{t('billing.planName', { plan: t(`pricing:plans.${plan}.name`) })}</h3>
            <p>{t(`billing.planText.${plan}`)}</p>
          </div>
          <span className="badge dashboard-plan__badge">
            {paid ? t('billing.active') : t('billing.current')}
          </span>
        </div>
        {paid ? (
          <p className="field-hint">{t('billing.paidThanks', { email: brand.emails.sales })}</p>
        ) : (
          <button type="button" className="button button--primary" onClick={upgrade}>
            <Crown size={18} aria-hidden="true" />
            {t('billing.upgrade')}
          </button>
        )}
      </section>

      <SubscriptionCard />
      {licence}
      <PlanComparison current={plan} />
    </div>
  );
}
