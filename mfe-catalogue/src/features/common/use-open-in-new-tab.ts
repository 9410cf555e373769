import { useCallback, useEffect, useRef, useState } from 'react';
import { destinationPath, timings, useSiteStore } from '@safarnama/shared';
import { delay } from './delay';

/**
 * Trending cards: the overlay for 1.5 s, then the destination's listing in a new
 * tab (the listing fetches its own packages). Clicks are ignored meanwhile.
 */
export function useOpenListingInNewTab() {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [loadingName, setLoadingName] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(async (destinationName: string, title: string, subtitle?: string) => {
    // One load at a time, site-wide: the overlay is already up for another.
    if (busy.current || useSiteStore.getState().overlay) return;
    busy.current = true;
    setLoadingName(destinationName);
    const { showOverlay, hideOverlay } = useSiteStore.getState();
    showOverlay(title, subtitle);
    try {
      await delay(timings.newTabOverlay);
      const path = destinationPath(destinationName);
      const tab = window.open(path, '_blank');
      if (tab) tab.opener = null;
      else window.location.assign(path); // the tab was blocked: go there in this one
    } finally {
      hideOverlay();
      busy.current = false;
      if (mounted.current) setLoadingName(null);
    }
  }, []);

  return { open, loadingName, isLoading: loadingName !== null };
}
