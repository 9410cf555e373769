import { useCallback, useSyncExternalStore } from 'react';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** Whether a media query matches now; re-renders when that changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      // Safari before 14 only has addListener; stubs (swiper's ssr-window in tests) have neither.
      if (typeof list?.addEventListener === 'function') {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      if (typeof list?.addListener === 'function') {
        list.addListener(onChange);
        return () => list.removeListener(onChange);
      }
      return () => {};
    },
    [query],
  );
  const getSnapshot = () => (canMatch() ? Boolean(window.matchMedia(query)?.matches) : false);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True when the visitor asked the system for less motion: autoplay and fades stay off. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
