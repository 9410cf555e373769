import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The spec: the window scrolls to the top on every route change. A link to a
 * section of another page (/terms&conditions#cancellation-and-refunds) lands on
 * that section instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return undefined;
    }
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep it as written
    }
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
