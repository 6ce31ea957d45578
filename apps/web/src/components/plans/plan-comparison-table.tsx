import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Check, Minus } from 'lucide-react';
import {
  comparisonRows,
  planLimits,
  planPrices,
  type ComparisonRow,
  type Plan,
} from '@sinyal/contracts/plans';

export interface PlanComparisonColumn {
  plan: Plan;
  header: ReactNode;
  className?: string;
}

interface PlanComparisonTableProps {
  /** The plans side by side, and how each column's header reads on this page. */
  columns: readonly PlanComparisonColumn[];
  featureLabel: string;
  /** What names the scrolling region: the table's caption or a heading outside it. */
  labelledBy: string;
  caption?: { id: string; text: string };
  wrapClassName: string;
  tableClassName: string;
  iconSize: number;
  /** Each page styles a cell its own way: the pricing page marks its popular column, the dashboard what is included. */
  cellClassName?: (row: ComparisonRow, column: PlanComparisonColumn) => string | undefined;
  iconClassName?: (included: boolean) => string | undefined;
}

/**
 * The feature-by-feature table of the editions (docs/product.md §1), from the plan table in
 * packages/contracts/src/plans.ts: the pricing page and the dashboard's billing tab show the same
 * rows with the same strings (the pricing namespace), under their own column headers.
 */
export function PlanComparisonTable({
  columns,
  featureLabel,
  labelledBy,
  caption,
  wrapClassName,
  tableClassName,
  iconSize,
  cellClassName,
  iconClassName,
}: PlanComparisonTableProps) {
  const { t } = useTranslation('pricing');

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
    const included = row.cells[plan];
    const Icon = included ? Check : Minus;
    return (
      <>
        <Icon size={iconSize} aria-hidden="true" className={iconClassName?.(included)} />
        <span className="visually-hidden">
          {included ? t('compare.included') : t('compare.notIncluded')}
        </span>
      </>
    );
  };

  return (
    // Focusable, so a keyboard can scroll the table sideways where a phone is too narrow.
    <div className={wrapClassName} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={tableClassName}>
        {caption ? <caption id={caption.id}>{caption.text}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{featureLabel}</th>
            {columns.map((column) => (
              <th key={column.plan} scope="col" className={column.className}>
                {column.header}
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
                {columns.map((column) => (
                  <td key={column.plan} className={cellClassName?.(row, column)}>
                    {cell(row, column.plan)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
