import { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteStore } from '../../store/site-store';

export interface OverlayText {
  title: string;
  /** Defaults to the store's 'Please wait while we prepare your experience...'. */
  subtitle?: string;
}

export interface OverlayActionContext {
  /** False once the component that started the action has unmounted: do not navigate or set state then. */
  isMounted(): boolean;
}

/**
 * "Overlay while the action runs, ignore clicks meanwhile": the full-screen overlay
 * (spec: card searches, theme tiles, Book Now, footer destinations) shows while
 * `action` runs and hides when it settles, however it settles. One action at a time
 * site-wide: a click while this or another area's overlay is up is ignored.
 * `pendingKey` names the item being loaded (a spinner on that card).
 */
export function useOverlayAction<K extends string | number = string>() {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [pendingKey, setPendingKey] = useState<K | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Resolves true when the action ran, false when it was ignored because another one was running. */
  const run = useCallback(async (key: K, text: OverlayText, action: (context: OverlayActionContext) => Promise<void>) => {
    const { overlay, showOverlay, hideOverlay } = useSiteStore.getState();
    if (busy.current || overlay) return false;
    busy.current = true;
    setPendingKey(key);
    showOverlay(text.title, text.subtitle);
    try {
      await action({ isMounted: () => mounted.current });
    } finally {
      hideOverlay();
      busy.current = false;
      if (mounted.current) setPendingKey(null);
    }
    return true;
  }, []);

  return { run, pendingKey, isPending: pendingKey !== null };
}
