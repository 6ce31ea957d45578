import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import {
  planBelow,
  planLimits,
  planPrices,
  pricingCardEntitlements,
  type Plan,
  type PricingCardEntitlement,
  yearlyMonthsFree,
} from '@sinyal/contracts/plans';
import { Link } from '../../../lib/router/router';
import { formatUsd } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { planCards, planCta } from '../lib/pricing-plans';
import './pricing-plans.css';

interface PricingPlansProps {
  /** h3 inside a section that has its own h2; h2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * The Lite, Pro and Enterprise cards: their lines are what each plan adds in the plan table. For a
 * signed-in reader the card of their plan says "Current plan", and no card sells them what they
 * already have.
 */
export function PricingPlans({ headingLevel = 3 }: PricingPlansProps) {
  const { t, i18n } = useTranslation('pricing');
  const current = useSession().user?.plan ?? null;
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const price = (plan: Plan) => {
    const monthly = planPrices[plan]?.month;
    if (monthly) return formatUsd(monthly, i18n.resolvedLanguage);
    // Free, or agreed per customer: said in words.
    return t(plan === 'enterprise' ? 'plans.enterprise.price' : 'plans.lite.price');
  };

  // A plan sold by the month also by the year: said in the checkout's words.
  const yearly = (plan: Plan) => {
    const monthsFree = yearlyMonthsFree(plan);
    const prices = planPrices[plan];
    if (monthsFree === null || !prices) return null;
    return (
      <span className="plan__yearly">
        {t('yearly', {
          price: formatUsd(prices.year, i18n.resolvedLanguage),
          saving: t('yearlySaving', { count: monthsFree }),
        })}
      </span>
    );
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
        const isCurrent = plan.id === current;
        const cta = planCta(plan.id, current);
        const badge = isCurrent ? t('currentPlan') : plan.popular ? t('popular') : null;
        const classes = ['plan', plan.popular && 'plan--popular', isCurrent && 'plan--current'];
        return (
          <article
            key={plan.id}
            className={classes.filter(Boolean).join(' ')}
            aria-labelledby={nameId}
          >
            {badge && <p className="plan__badge">{badge}</p>}
            <Heading id={nameId} className="plan__name">
              {name}
              {/* The badge sits before the heading: said again where a screen reader lands. */}
              {isCurrent && <span className="visually-hidden"> ({t('currentPlan')})</span>}
            </Heading>
            <p className="plan__summary">{t(`plans.${plan.id}.summary`)}</p>
            <p className="plan__price">
              <span className="plan__amount">{price(plan.id)}</span>{' '}
              <span className="plan__period">{t(`plans.${plan.id}.period`)}</span>
              {yearly(plan.id)}
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
            {cta ? (
              <Link
                to={cta.to}
                className={`button button--block plan__cta ${plan.popular && !isCurrent ? 'button--primary' : 'button--ghost'}`}
                aria-describedby={nameId}
              >
                {t(`cta.${cta.label}`)}
              </Link>
            ) : (
              <p className="plan__included">
                {t('includedInYours', { plan: t(`plans.${current ?? 'lite'}.name`) })}
              </p>
            )}
          </article>
        );
      })}
    </div>
  );
}
