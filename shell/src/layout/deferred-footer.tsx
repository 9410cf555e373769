import { lazy, Suspense } from 'react';
import { useIdleAfterPage } from '@safarnama/shared';
import styles from './site-layout.module.css';

// The footer sits below the page the visitor came for: its code loads once that
// page has rendered, keeping it out of the first render's JavaScript budget.
const Footer = lazy(() => import('./footer/footer').then((m) => ({ default: m.Footer })));

export function DeferredFooter() {
  const ready = useIdleAfterPage();
  const placeholder = <div className={styles.footerPlaceholder} aria-hidden="true" />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Footer />
    </Suspense>
  );
}
