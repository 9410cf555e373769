import { startTransition, useEffect, useState } from 'react';
import { afterPagePainted } from './page-ready';

/**
 * True once the page the visitor came for has rendered and painted and the browser
 * is idle (or after `timeoutMs` at the latest, so a page that never reports still
 * gets them).
 */
export function useIdleAfterPage(enabled = true, timeoutMs = 4000): boolean {
  const [idle, setIdle] = useState(!enabled);
  useEffect(() => {
    if (idle) return;
    // a transition: what was waiting renders in slices that yield to the browser, not in one long task
    const done = () => startTransition(() => setIdle(true));
    const fallback = window.setTimeout(done, timeoutMs);
    const cancel = afterPagePainted(done);
    return () => {
      window.clearTimeout(fallback);
      cancel();
    };
  }, [idle, timeoutMs]);
  return idle;
}
