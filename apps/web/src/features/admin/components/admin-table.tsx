import type { ReactNode } from 'react';
import { ColumnHeads } from '../../../components/table/column-heads';

interface AdminTableProps {
  caption: string;
  columns: readonly ReactNode[];
  children: ReactNode;
}

/**
 * A list of the console as a table. On a phone it scrolls sideways inside its box, so the page
 * itself keeps its width and every column stays readable.
 */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
