import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  api,
  buildTrackingPayload,
  delay,
  NO_RESULT_PATH,
  noResultState,
  timings,
  toast,
  useOverlayAction,
  type PageName,
} from '@safarnama/shared';
import { messages } from '../lib/navigation-state';
import { searchOutcome } from '../lib/search-outcome';

export interface DestinationSearchOptions {
  /** The overlay's two lines. */
  title: string;
  subtitle?: string;
  /**
   * 'new-tab': keep the overlay up at least 1.5 s, then open the listing in a
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
  const { run, pendingKey } = useOverlayAction();

  const search = useCallback(
    (destinationName: string, { title, subtitle, target = 'same-tab' }: DestinationSearchOptions) =>
      run(destinationName, { title, subtitle }, async ({ isMounted }) => {
        // The new-tab overlay lasts at least 1.5 s from the click, however fast the answer.
        const overlayTime = target === 'new-tab' ? delay(timings.newTabOverlay) : Promise.resolve();
        try {
          const payload = buildTrackingPayload(pageName, { search: window.location.search });
          const [result] = await Promise.all([api.searchDestination(destinationName, payload), overlayTime]);
          if (!isMounted()) return;
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
          if (!isMounted()) return;
          toast.error(messages.loadFailed);
          navigate(NO_RESULT_PATH, { state: noResultState(messages.loadFailed) });
        }
      }),
    [navigate, pageName, run],
  );

  return { search, loadingName: pendingKey, isLoading: pendingKey !== null };
}
