import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DocsTableProps {
  /** Names the table for screen readers and labels its scroll region. */
  name: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** A reference table that scrolls sideways on narrow screens instead of squeezing its code. */
export function DocsTable({ name, columns, rows }: DocsTableProps) {
  const { t } = useTranslation('docs');
  return (
    // A scrollable region must be reachable by keyboard, hence the tabIndex and the label.
    <div
      className="docs-table"
      role="region"
      aria-label={t('table.scrollHint', { name })}
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">{name}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
