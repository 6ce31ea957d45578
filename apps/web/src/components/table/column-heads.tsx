import type { ReactNode } from 'react';

/** A table's head row: one column heading per entry, in order. */
export function ColumnHeads({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
