import { useEffect, useState } from 'react';
import { onPageReady } from './page-ready';

/**
 * True once the page the visitor came for has rendered and the browser is idle
 * (or after `timeoutMs` at the latest, so a page that never reports still gets them).
 */
export function useIdleAfterPage(enabled = true, timeoutMs = 4000): boolean {
  const [idle, setIdle] = useState(!enabled);
  useEffect(() => {
    if (idle) return;
    let cancelIdle = () => {};
    const done = () => setIdle(true);
    const fallback = window.setTimeout(done, timeoutMs);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(done, { timeout: 1000 });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(done, 200);
        cancelIdle = () => window.clearTimeout(handle);
      }
    };
    const stopWaiting = onPageReady(() => {
      // After the frame that paints the page (its largest image or text), not merely
      // after its render: what loads then never competes with that paint.
      if (typeof window.requestAnimationFrame !== 'function') return whenIdle();
      const frame = window.requestAnimationFrame(() => {
        const afterPaint = window.setTimeout(whenIdle, 0);
        cancelIdle = () => window.clearTimeout(afterPaint);
      });
      cancelIdle = () => window.cancelAnimationFrame(frame);
    });
    return () => {
      window.clearTimeout(fallback);
      stopWaiting();
      cancelIdle();
    };
  }, [idle, timeoutMs]);
  return idle;
}
