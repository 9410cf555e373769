import { useCallback } from 'react';
import { delay, destinationPath, timings, useOverlayAction } from '@safarnama/shared';

/**
 * Trending cards: the overlay for 1.5 s, then the destination's listing in a new
 * tab (the listing fetches its own packages). Clicks are ignored meanwhile.
 */
export function useOpenListingInNewTab() {
  const { run, pendingKey } = useOverlayAction();

  const open = useCallback(
    (destinationName: string, title: string, subtitle?: string) =>
      run(destinationName, { title, subtitle }, async () => {
        await delay(timings.newTabOverlay);
        const path = destinationPath(destinationName);
        const tab = window.open(path, '_blank');
        if (tab) tab.opener = null;
        else window.location.assign(path); // the tab was blocked: go there in this one
      }),
    [run],
  );

  return { open, loadingName: pendingKey, isLoading: pendingKey !== null };
}
