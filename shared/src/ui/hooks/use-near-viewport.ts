import { startTransition, useEffect, useState, type RefObject } from 'react';
import { afterPagePainted } from './page-ready';

/**
 * True once the element has come within `margin` of the viewport and the page the
 * visitor came for has painted; true at once where IntersectionObserver is missing.
 * For work that only matters on screen (a carousel's swiper): a phone opening the
 * home page does not set up five carousels below the fold while it paints the first.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  // false in the first render wherever it runs, so the server's HTML and the browser's
  // first render agree; a browser without IntersectionObserver shows it right after
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let cancelWait = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelWait = afterPagePainted(() => startTransition(() => setNear(true)));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelWait();
    };
  }, [near, ref, margin]);
  return near;
}
