import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { PlanComparisonTable } from '../../../components/plans/plan-comparison-table';
import { planCards } from '../lib/pricing-plans';

/** The feature-by-feature table of Lite, Pro and Enterprise on /pricing, from the plan table. */
export function PricingComparison() {
  const { t } = useTranslation('pricing');
  const headingId = useId();
  const captionId = useId();

  return (
    <section className="section section--alt" aria-labelledby={headingId}>
      <div className="container compare">
        <div className="section-heading">
          <h2 id={headingId}>{t('compare.heading')}</h2>
        </div>
        <PlanComparisonTable
          columns={planCards.map((plan) => ({
            plan: plan.id,
            header: t(`plans.${plan.id}.name`),
            className: plan.popular ? 'compare__popular' : undefined,
          }))}
          featureLabel={t('compare.feature')}
          labelledBy={captionId}
          caption={{ id: captionId, text: t('compare.caption') }}
          wrapClassName="compare__scroll"
          tableClassName="compare__table"
          iconSize={20}
          cellClassName={(_row, column) => column.className}
          iconClassName={(included) => (included ? 'compare__yes' : 'compare__no')}
        />
      </div>
    </section>
  );
}
