import { useTranslation } from 'react-i18next';
import { Check, Crown, Minus, Package } from 'lucide-react';
import { brand } from '../../../config/brand';
import { useUpgrade } from '../hooks/use-upgrade';
import { planFeatures } from '../lib/plan-features';

export function BillingTab({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation('dashboard');
  const upgrade = useUpgrade();
  const PlanIcon = isPremium ? Crown : Package;

  return (
    <div className="dashboard-stack">
      <section className="card" aria-labelledby="billing-heading">
        <h2 id="billing-heading" className="dashboard-card-title">
          {t('billing.heading')}
        </h2>
        <div className={`dashboard-plan${isPremium ? ' dashboard-plan--premium' : ''}`}>
          <span className="dashboard-plan__icon" aria-hidden="true">
            <PlanIcon size={24} />
          </span>
          <div className="dashboard-plan__text">
            <p className="dashboard-plan__label">{t('billing.currentPlan')}</p>
            <h3>{isPremium ? t('billing.premiumPlan') : t('billing.freePlan')}</h3>
            <p>{isPremium ? t('billing.premiumText') : t('billing.freeText')}</p>
          </div>
          <span className="badge dashboard-plan__badge">
            {isPremium ? t('billing.active') : t('billing.current')}
          </span>
        </div>
        {isPremium ? (
          <p className="field-hint">{t('billing.premiumThanks', { email: brand.emails.sales })}</p>
        ) : (
          <button type="button" className="button button--primary" onClick={upgrade}>
            <Crown size={18} aria-hidden="true" />
            {t('billing.upgrade')}
          </button>
        )}
      </section>

      <section className="card" aria-labelledby="billing-comparison">
        <h2 id="billing-comparison" className="dashboard-card-title">
          {t('billing.comparison')}
        </h2>
        <table className="dashboard-table dashboard-compare">
          <thead>
            <tr>
              <th scope="col">{t('billing.feature')}</th>
              <th scope="col">{t('billing.free')}</th>
              <th scope="col">{t('billing.premium')}</th>
            </tr>
          </thead>
          <tbody>
            {planFeatures.map((feature) => (
              <tr key={feature.key}>
                <th scope="row">{t(`billing.features.${feature.key}`)}</th>
                <Included value={feature.free} />
                <Included value={feature.premium} />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function Included({ value }: { value: boolean }) {
  const { t } = useTranslation('dashboard');
  const Icon = value ? Check : Minus;
  return (
    <td className={value ? 'is-included' : 'is-missing'}>
      <Icon size={18} aria-hidden="true" />
      <span className="visually-hidden">
        {value ? t('billing.included') : t('billing.notIncluded')}
      </span>
    </td>
  );
}
