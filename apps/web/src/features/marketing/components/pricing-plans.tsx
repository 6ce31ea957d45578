import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { Link } from '../../../lib/router/router';
import { formatUsd } from '../lib/format-price';
import { plans, type Plan } from '../lib/pricing-plans';
import './pricing-plans.css';

interface PricingPlansProps {
  /** h3 inside a section that has its own h2; h2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** The Lite, Pro and Enterprise cards with their features and buttons. */
export function PricingPlans({ headingLevel = 3 }: PricingPlansProps) {
  const { t, i18n } = useTranslation('pricing');
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const price = (plan: Plan) =>
    plan.id === 'pro'
      ? formatUsd(brand.pricing.proMonthlyUsd, i18n.resolvedLanguage)
      : t(`plans.${plan.id}.price`);

  const feature = (key: string) =>
    t(`features.${key}`, {
      count:
        key === 'extensionSlots'
          ? brand.pricing.liteExtensionSlots
          : key === 'realtimeSources'
            ? brand.pricing.liteRealtimeSources
            : undefined,
    });

  return (
    <div className="plans">
      {plans.map((plan) => {
        const nameId = `${baseId}-${plan.id}`;
        const name = t(`plans.${plan.id}.name`);
        return (
          <article
            key={plan.id}
            className={`plan${plan.popular ? ' plan--popular' : ''}`}
            aria-labelledby={nameId}
          >
            {plan.popular && <p className="plan__badge">{t('popular')}</p>}
            <Heading id={nameId} className="plan__name">
              {name}
            </Heading>
            <p className="plan__summary">{t(`plans.${plan.id}.summary`)}</p>
            <p className="plan__price">
              <span className="plan__amount">{price(plan)}</span>{' '}
              <span className="plan__period">{t(`plans.${plan.id}.period`)}</span>
            </p>
            <ul
              className="check-list plan__features"
              aria-label={t('planFeatures', { plan: name })}
            >
              {plan.features.map((key) => (
                <li key={key}>{feature(key)}</li>
              ))}
            </ul>
            <Link
              to={plan.cta.to}
              className={`button button--block plan__cta ${plan.popular ? 'button--primary' : 'button--ghost'}`}
              aria-describedby={nameId}
            >
              {t(`cta.${plan.cta.label}`)}
            </Link>
          </article>
        );
      })}
    </div>
  );
}
