import type { ReactNode, Ref } from 'react';
import styles from '../ui/page.module.css';

interface PanelProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** Given when the page moves the focus to the heading (after an action). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled part of a page, on its own card. */
export function Panel({ id, title, headingRef, children }: PanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
