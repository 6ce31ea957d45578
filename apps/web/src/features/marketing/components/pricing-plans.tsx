import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  planBelow,
  planLimits,
  planPrices,
  pricingCardEntitlements,
  type Plan,
  type PricingCardEntitlement,
} from '@sinyal/contracts/plans';
import { Link } from '../../../lib/router/router';
import { formatUsd } from '../../../lib/format';
import { planCards } from '../lib/pricing-plans';
import './pricing-plans.css';

interface PricingPlansProps {
  /** h3 inside a section that has its own h2; h2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** The Lite, Pro and Enterprise cards: their lines are what each plan adds in the plan table. */
export function PricingPlans({ headingLevel = 3 }: PricingPlansProps) {
  const { t, i18n } = useTranslation('pricing');
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const price = (plan: Plan) => {
    const monthly = planPrices[plan]?.month;
    if (monthly) return formatUsd(monthly, i18n.resolvedLanguage);
    // Free, or agreed per customer: said in words.
    return t(plan === 'enterprise' ? 'plans.enterprise.price' : 'plans.lite.price');
  };

  const line = (plan: Plan, entitlement: PricingCardEntitlement) => {
    // The two lines that carry a number say the plan's own limit ("5 extension slots").
    if (entitlement === 'realtime_plotting') {
      return t('cards.realtime_plotting', { count: planLimits[plan].sources ?? 0 });
    }
    if (entitlement === 'basic_extensions') {
      return t('cards.basic_extensions', { count: planLimits[plan].extensionSlots ?? 0 });
    }
    return t(`cards.${entitlement}`);
  };

  return (
    <div className="plans">
      {planCards.map((plan) => {
        const nameId = `${baseId}-${plan.id}`;
        const name = t(`plans.${plan.id}.name`);
        const below = planBelow(plan.id);
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
              <span className="plan__amount">{price(plan.id)}</span>{' '}
              <span className="plan__period">{t(`plans.${plan.id}.period`)}</span>
            </p>
            <ul
              className="check-list plan__features"
              aria-label={t('planFeatures', { plan: name })}
            >
              {below && <li>{t('cards.allOf', { plan: t(`plans.${below}.name`) })}</li>}
              {pricingCardEntitlements(plan.id).map((entitlement) => (
                <li key={entitlement}>{line(plan.id, entitlement)}</li>
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
