import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Minus } from 'lucide-react';
import { brand } from '../../../config/brand';
import { comparisonRows, plans, type ComparisonCell } from '../lib/pricing-plans';

/** The feature-by-feature table of Lite, Pro and Enterprise on /pricing. */
export function PricingComparison() {
  const { t } = useTranslation('pricing');
  const headingId = useId();
  const captionId = useId();

  const counts: Record<string, number> = {
    oneSource: brand.pricing.liteRealtimeSources,
    slots: brand.pricing.liteExtensionSlots,
  };

  const cell = (value: ComparisonCell) => {
    if (value === true)
      return (
        <>
          <Check size={20} aria-hidden="true" className="compare__yes" />
          <span className="visually-hidden">{t('compare.included')}</span>
        </>
      );
    if (value === false)
      return (
        <>
          <Minus size={20} aria-hidden="true" className="compare__no" />
          <span className="visually-hidden">{t('compare.notIncluded')}</span>
        </>
      );
    return t(`compare.values.${value}`, { count: counts[value] });
  };

  return (
    <section className="section section--alt" aria-labelledby={headingId}>
      <div className="container compare">
        <div className="section-heading">
          <h2 id={headingId}>{t('compare.heading')}</h2>
        </div>
        {/* Focusable so keyboard users can scroll the table sideways on a narrow phone. */}
        <div className="compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="compare__table">
            <caption id={captionId}>{t('compare.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('compare.feature')}</th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col" className={plan.popular ? 'compare__popular' : ''}>
                    {t(`plans.${plan.id}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonRows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{t(`compare.rows.${row.feature}`)}</th>
                  {plans.map((plan) => (
                    <td key={plan.id} className={plan.popular ? 'compare__popular' : ''}>
                      {cell(row[plan.id])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
