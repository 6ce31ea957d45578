import { useTranslation } from 'react-i18next';
import { Check, Minus } from 'lucide-react';
import {
  comparisonRows,
  planLimits,
  planPrices,
  type ComparisonRow,
  type Plan,
} from '@sinyal/contracts/plans';
import { planColumns } from '../lib/plan-features';
import './licence.css';

/**
 * What each plan includes, from the plan table: the rows of the pricing page's comparison (its
 * strings too), under the dashboard's names with the edition beside each.
 */
export function PlanComparison({ current }: { current: Plan }) {
  const { t } = useTranslation(['dashboard', 'pricing']);

  const rowName = (row: ComparisonRow) =>
    row.kind === 'tier'
      ? t(`pricing:compare.tiers.${row.tier}`)
      : row.kind === 'devices'
        ? t('pricing:compare.devices')
        : t(`pricing:entitlements.${row.entitlement}`);

  const cell = (row: ComparisonRow, plan: Plan) => {
    if (row.kind === 'devices') {
      const count = row.cells[plan];
      return planPrices[plan] === null
        ? t('pricing:compare.devicesAgreed', { count })
        : String(count);
    }
    if (row.kind === 'tier') {
      const step = row.cells[plan];
      if (step === 'realtime_plotting') {
        return t('pricing:compare.steps.realtime_plotting', {
          count: planLimits[plan].sources ?? 0,
        });
      }
      if (step === 'basic_extensions') {
        return t('pricing:compare.steps.basic_extensions', {
          count: planLimits[plan].extensionSlots ?? 0,
        });
      }
      return t(`pricing:compare.steps.${step}`);
    }
    const included = row.cells[plan];
    const Icon = included ? Check : Minus;
    return (
      <>
        <Icon size={18} aria-hidden="true" />
        <span className="visually-hidden">
          {included ? t('billing.included') : t('billing.notIncluded')}
        </span>
      </>
    );
  };

  return (
    <section className="card dashboard-compare-card" aria-labelledby="billing-comparison">
      <h2 id="billing-comparison" className="dashboard-card-title">
        {t('billing.comparison')}
      </h2>
      {/* Focusable, so a keyboard can scroll the table sideways where a phone is too narrow. */}
      <div
        className="dashboard-compare-wrap"
        role="region"
        aria-labelledby="billing-comparison"
        tabIndex={0}
      >
        <table className="dashboard-table dashboard-compare">
          <thead>
            <tr>
              <th scope="col">{t('billing.feature')}</th>
              {planColumns.map(({ plan, label }) => (
                <th
                  key={plan}
                  scope="col"
                  className={plan === current ? 'dashboard-compare__current' : undefined}
                >
                  {t(`billing.${label}`)}
                  <span className="dashboard-compare__edition">
                    {t(`pricing:plans.${plan}.name`)}
                  </span>
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
                  {planColumns.map(({ plan }) => (
                    <td
                      key={plan}
                      className={
                        row.kind === 'entitlement'
                          ? row.cells[plan]
                            ? 'is-included'
                            : 'is-missing'
                          : undefined
                      }
                    >
                      {cell(row, plan)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
