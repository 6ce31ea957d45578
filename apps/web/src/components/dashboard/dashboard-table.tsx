import type { ReactNode } from 'react';
import { ColumnHeads } from '../table/column-heads';

interface DashboardTableProps {
  /** Names the table for screen readers; the card's heading already says it for the eye. */
  caption: string;
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** The table's own class beside `dashboard-table`. */
  className: string;
  /** The rows. */
  children: ReactNode;
}

/** A dashboard list as a table that scrolls sideways on narrow screens (dashboard.css). */
export function DashboardTable({ caption, columns, className, children }: DashboardTableProps) {
  return (
    <div className="dashboard-table-wrap">
      <table className={`dashboard-table ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
