import { useTranslation } from '../../../i18n/react';
import { plans, type Plan } from '@sinyal/contracts/plans';
import { PlanComparisonTable } from '../../../components/plans/plan-comparison-table';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';
import '../billing.css';

/**
 * What each plan includes: the pricing page's comparison (its rows, strings and plan names), with
 * the current plan's column marked.
 */
export function PlanComparison({ current }: { current: Plan }) {
  const { t } = useTranslation(['dashboard', 'pricing']);

  return (
    <DashboardCard
      id="billing-comparison"
      heading={t('billing.comparison')}
      className="dashboard-compare-card"
    >
      <PlanComparisonTable
        columns={plans.map((plan) => ({
          plan,
          header:
            plan === current ? (
              <>
                {t(`pricing:plans.${plan}.name`)}
                <span className="dashboard-compare__note">{t('billing.currentPlan')}</span>
              </>
            ) : (
              t(`pricing:plans.${plan}.name`)
            ),
          className: plan === current ? 'dashboard-compare__current' : undefined,
        }))}
        featureLabel={t('billing.feature')}
        labelledBy="billing-comparison"
        wrapClassName="dashboard-compare-wrap"
        tableClassName="dashboard-table dashboard-compare"
        iconSize={18}
        cellClassName={(row, { plan }) =>
          row.kind === 'entitlement' ? (row.cells[plan] ? 'is-included' : 'is-missing') : undefined
        }
      />
    </DashboardCard>
  );
}
