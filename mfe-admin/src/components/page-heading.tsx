// Each page's h1 takes the focus when the page opens: a screen reader announces where
// the operator is, and the keyboard starts from the top of the new page.
import { useEffect, useRef, type ReactNode } from 'react';
import { pageTitle } from '@safarnama/shared';
import styles from '../ui/page.module.css';

export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = pageTitle(`${title} · Back office`);
    heading.current?.focus();
  }, [title]);
  return (
    <h1 ref={heading} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
