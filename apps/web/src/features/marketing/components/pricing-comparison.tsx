import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Minus } from 'lucide-react';
import {
  comparisonRows,
  planLimits,
  planPrices,
  type ComparisonRow,
  type Plan,
} from '@sinyal/contracts/plans';
import { planCards } from '../lib/pricing-plans';

/** The feature-by-feature table of Lite, Pro and Enterprise on /pricing, from the plan table. */
export function PricingComparison() {
  const { t } = useTranslation('pricing');
  const headingId = useId();
  const captionId = useId();

  const rowName = (row: ComparisonRow) =>
    row.kind === 'tier'
      ? t(`compare.tiers.${row.tier}`)
      : row.kind === 'devices'
        ? t('compare.devices')
        : t(`entitlements.${row.entitlement}`);

  const cell = (row: ComparisonRow, plan: Plan) => {
    if (row.kind === 'devices') {
      const count = row.cells[plan];
      // Enterprise seats are part of the agreement (plans.ts): the table's number is where it starts.
      return planPrices[plan] === null ? t('compare.devicesAgreed', { count }) : String(count);
    }
    if (row.kind === 'tier') {
      const step = row.cells[plan];
      if (step === 'realtime_plotting') {
        return t('compare.steps.realtime_plotting', { count: planLimits[plan].sources ?? 0 });
      }
      if (step === 'basic_extensions') {
        return t('compare.steps.basic_extensions', { count: planLimits[plan].extensionSlots ?? 0 });
      }
      return t(`compare.steps.${step}`);
    }
    return row.cells[plan] ? (
      <>
        <Check size={20} aria-hidden="true" className="compare__yes" />
        <span className="visually-hidden">{t('compare.included')}</span>
      </>
    ) : (
      <>
        <Minus size={20} aria-hidden="true" className="compare__no" />
        <span className="visually-hidden">{t('compare.notIncluded')}</span>
      </>
    );
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
                {planCards.map((plan) => (
                  <th key={plan.id} scope="col" className={plan.popular ? 'compare__popular' : ''}>
                    {t(`plans.${plan.id}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonRows().map((row) => {
                const name = rowName(row);
                return (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    {planCards.map((plan) => (
                      <td key={plan.id} className={plan.popular ? 'compare__popular' : ''}>
                        {cell(row, plan.id)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
