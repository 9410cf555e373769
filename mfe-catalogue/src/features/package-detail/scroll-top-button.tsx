import { useEffect, useState } from 'react';
import { limits } from '@safarnama/shared';
import styles from './scroll-top-button.module.css';

/** Back to the top of a long itinerary: shown once the page has scrolled past 200px. */
export function ScrollTopButton() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > limits.scrollToTopAfter);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Scroll to top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
