import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The band at the top of a shell page: the page's one h1 and its lead text. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </header>
  );
}
