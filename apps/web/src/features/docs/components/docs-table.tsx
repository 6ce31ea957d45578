import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';

interface DocsTableProps {
  /** Names the table for screen readers and labels its scroll region. */
  name: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** On phones every cell gets a line of its own, labelled (for tables of longer text). */
  stacked?: boolean;
}

/**
 * A reference table. On phones its rows become stacked cards (see docs.css); the explicit
 * roles keep it a table for screen readers, which some browsers forget once CSS changes
 * the display of table elements.
 */
export function DocsTable({ name, columns, rows, stacked = false }: DocsTableProps) {
  const { t } = useTranslation('docs');
  return (
    // A region that may scroll sideways must be reachable by keyboard: tabIndex and a label.
    <div
      className={stacked ? 'docs-table docs-table--stacked' : 'docs-table'}
      role="region"
      aria-label={t('table.scrollHint', { name })}
      tabIndex={0}
    >
      <table role="table">
        <caption className="visually-hidden">{name}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" role="rowheader">
                    {cell}
                  </th>
                ) : (
                  <td key={index} role="cell" data-label={columns[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
