import { useCallback, useEffect, useRef, useState } from 'react';
import { limits, timings } from '@safarnama/shared';

export interface Reveal {
  /** How many items to show now. */
  shown: number;
  /** True for the second between a click on See more and the next items. */
  loading: boolean;
  /** Everything is shown: the button reads 'No More Blogs' and is disabled. */
  done: boolean;
  more: () => void;
}

/**
 * The blogs' See more: 3 at first, then 3 more per click after a
 * 1-second spinner, until all `total` are shown.
 */
export function useReveal(total: number, step: number = limits.blogStep, delay: number = timings.blogSeeMoreDelay): Reveal {
  const [shown, setShown] = useState(step);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const done = shown >= total;
  const more = useCallback(() => {
    if (loading || done) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      setShown((count) => count + step);
      setLoading(false);
    }, delay);
  }, [loading, done, step, delay]);

  return { shown: Math.min(shown, total), loading, done, more };
}
