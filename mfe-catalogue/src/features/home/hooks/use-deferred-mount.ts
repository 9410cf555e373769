import { startTransition, useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '@safarnama/shared';

export interface DeferredMountOptions {
  /** How close to the viewport the marker must come (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** Mount anyway this long after the page has loaded, so the content is ready before the visitor scrolls to it. */
  afterLoadMs?: number;
}

/**
 * True once the marker element nears the viewport, or a while after the page has
 * loaded, whichever comes first. The home page mounts its lower sections (and so
 * downloads their code and the carousel library) only then, which keeps the
 * JavaScript of the first render small (and keeps them out of the server's HTML: the
 * first render is the same on both sides). Without IntersectionObserver: true right
 * after the first render.
 */
export function useDeferredMount(marker: RefObject<Element | null>, { rootMargin = '200px', afterLoadMs = 2500 }: DeferredMountOptions = {}): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReady(true);
      return;
    }
    const element = marker.current;
    // a transition: the lower sections render in slices that yield to the browser, not in one long task
    const mount = () => startTransition(() => setReady(true));
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) mount();
    }, { rootMargin });
    // Watch only once the browser is idle after the first paint: on a phone the marker
    // starts at the fold, and loading the lower sections then would hold up the hero
    // (the page's largest paint).
    const watch = () => {
      if (element) observer.observe(element);
    };
    const cancelWatch = whenIdle(watch);

    let timer: number | undefined;
    const startTimer = () => {
      timer = window.setTimeout(mount, afterLoadMs);
    };
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });

    return () => {
      cancelWatch();
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('load', startTimer);
    };
  }, [ready, marker, rootMargin, afterLoadMs]);

  return ready;
}
