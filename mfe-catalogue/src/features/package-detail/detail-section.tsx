import type { ReactNode } from 'react';
import styles from './package-sections.module.css';

/** One titled section of the package page, named by its h2 (the landmark screen readers list). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
