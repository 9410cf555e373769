import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, buildTrackingPayload, timings, toast, useSiteStore, type PageName } from '@safarnama/shared';
import { delay } from './delay';
import { messages, NO_RESULT_PATH, noResultState } from './navigation-state';
import { searchOutcome } from './search-outcome';

export interface DestinationSearchOptions {
  /** The overlay's two lines. */
  title: string;
  subtitle?: string;
  /**
   * 'new-tab': keep the overlay up at least 1.5 s (spec 9), then open the listing in a
   * new tab; if the browser blocks the tab, go there in this one.
   */
  target?: 'same-tab' | 'new-tab';
}

/**
 * A destination search started from a card (hero, banners, devotional, curated,
 * hidden gems, theme destinations): the full-screen overlay while it runs, then the
 * listing with the response in state, or /no-result-found. A second click while one
 * runs is ignored.
 */
export function useDestinationSearch(pageName: PageName = 'HOMEPAGE') {
  const navigate = useNavigate();
  const busy = useRef(false);
  const mounted = useRef(true);
  const [loadingName, setLoadingName] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const search = useCallback(
    async (destinationName: string, { title, subtitle, target = 'same-tab' }: DestinationSearchOptions) => {
      // One load at a time, site-wide: the overlay is already up for another.
      if (busy.current || useSiteStore.getState().overlay) return;
      busy.current = true;
      setLoadingName(destinationName);
      const { showOverlay, hideOverlay } = useSiteStore.getState();
      showOverlay(title, subtitle);
      // The new-tab overlay lasts at least 1.5 s from the click, however fast the answer.
      const overlayTime = target === 'new-tab' ? delay(timings.newTabOverlay) : Promise.resolve();
      try {
        const userIp = await api.getIp();
        const payload = buildTrackingPayload(pageName, { userIp, search: window.location.search });
        const [result] = await Promise.all([api.searchDestination(destinationName, payload), overlayTime]);
        if (!mounted.current) return;
        const outcome = searchOutcome(result, destinationName);
        if (outcome.kind === 'listing' && target === 'new-tab') {
          const tab = window.open(outcome.path, '_blank');
          if (tab) {
            tab.opener = null;
            return;
          }
        }
        navigate(outcome.path, { state: outcome.state });
      } catch (error) {
        console.error(`Destination search for "${destinationName}" failed`, error);
        if (!mounted.current) return;
        toast.error(messages.loadFailed);
        navigate(NO_RESULT_PATH, { state: noResultState(messages.loadFailed) });
      } finally {
        hideOverlay();
        busy.current = false;
        if (mounted.current) setLoadingName(null);
      }
    },
    [navigate, pageName],
  );

  return { search, loadingName, isLoading: loadingName !== null };
}
