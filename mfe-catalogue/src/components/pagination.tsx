import { cx } from '@safarnama/shared';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based */
  page: number;
  /** The numbered buttons to show (see pageWindow). */
  window: readonly number[];
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Previous, a window of numbered pages, Next; the current page is marked for screen readers. */
export function Pagination({ page, window: numbers, pages, onPage, label = 'Pages' }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span className={styles.stepText}>Previous</span>
      </button>
      <ul className={styles.numbers}>
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={cx(styles.number, n === page && styles.current)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.step} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span className={styles.stepText}>Next</span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
