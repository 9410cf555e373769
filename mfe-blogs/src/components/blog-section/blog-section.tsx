import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './blog-section.module.css';

export interface BlogSectionProps {
  id: string;
  title: string;
  /** A link beside the title ('All Religious blogs'). */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled band of the blog pages; the title names the section for screen readers. */
export function BlogSection({ id, title, more, children }: BlogSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {more && (
          <Link to={more.to} className={styles.more}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
