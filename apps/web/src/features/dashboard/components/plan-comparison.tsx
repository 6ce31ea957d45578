import { useTranslation } from 'react-i18next';
import type { Plan } from '@sinyal/contracts/plans';
import { PlanComparisonTable } from '../../../components/plans/plan-comparison-table';
import { planColumns } from '../lib/plan-features';
import { DashboardCard } from './dashboard-card';
import './licence.css';

/**
 * What each plan includes: the pricing page's comparison (its rows and strings), under the
 * dashboard's names with the edition beside each and the current plan's column marked.
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
        columns={planColumns.map(({ plan, label }) => ({
          plan,
          header: (
            <>
              {t(`billing.${label}`)}
              <span className="dashboard-compare__edition">{t(`pricing:plans.${plan}.name`)}</span>
            </>
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
