// The console's tables: one layout for every list, scrolling sideways on a phone,
// each column headed for screen readers (scope="col").
import type { ReactNode } from 'react';
import styles from '../ui/page.module.css';

interface DataTableProps<T> {
  /** What the table holds, read out before it; left out where the section's heading says it. */
  caption?: string;
  headers: readonly ReactNode[];
  rows: readonly T[];
  /** One item's <tr>, with its key. */
  row: (item: T) => ReactNode;
}

export function DataTable<T>({ caption, headers, rows, row }: DataTableProps<T>) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((item) => row(item))}</tbody>
      </table>
    </div>
  );
}
