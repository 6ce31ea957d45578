import type { ParseKeys } from 'i18next';
import { Trans, useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { inlineElements } from './inline-elements';
import { formatUsd } from '../../../lib/format';

const planIds = ['lite', 'pro', 'enterprise'] as const;

/** The three editions and what each licence allows, inside the Software License section. */
export function PlanCards() {
  const { t, i18n } = useTranslation('legal');
  const values = {
    price: formatUsd(brand.pricing.proMonthlyUsd, i18n.language),
    slots: brand.pricing.liteExtensionSlots,
    sources: brand.pricing.liteRealtimeSources,
    salesEmail: brand.emails.sales,
  };
  return (
    <ul className="plan-cards" aria-label={t('plans.label')}>
      {planIds.map((plan) => {
        const points = t(`plans.${plan}.points`, { returnObjects: true });
        return (
          <li key={plan} className={`plan-card plan-card--${plan}`}>
            <article aria-labelledby={`plan-${plan}`}>
              <h4 id={`plan-${plan}`} className="plan-card__name">
                {t(`plans.${plan}.name`)}
              </h4>
              <p className="plan-card__price">
                <strong>{t(`plans.${plan}.price`, values)}</strong>{' '}
                <span>{t(`plans.${plan}.period`)}</span>
              </p>
              <p className="plan-card__summary">{t(`plans.${plan}.summary`)}</p>
              <ul className="check-list plan-card__points">
                {points.map((_, index) => (
                  <li key={index}>
                    <Trans
                      t={t}
                      // i18next types no key inside an array: the key names a point the plan's own
                      // strings returned, and legal-documents.test.tsx renders each of them.
                      i18nKey={`plans.${plan}.points.${index}` as ParseKeys<'legal'>}
                      components={inlineElements}
                      values={values}
                    />
                  </li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
