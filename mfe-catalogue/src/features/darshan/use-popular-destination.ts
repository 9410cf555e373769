import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, NO_RESULT_PATH, noResultState, toast, useOverlayAction } from '@safarnama/shared';
import { messages } from '../../lib/navigation-state';
import { searchOutcome } from '../../lib/search-outcome';

/**
 * A 'Popular Destinations' button: the destination's packages by
 * the untracked GET search, under the site's loading overlay. Packages open the
 * listing with the answer in state (it paints without asking again); an empty result
 * or an API error goes to /no-result-found. A second click while one runs is ignored.
 */
export function usePopularDestination() {
  const navigate = useNavigate();
  const { run, pendingKey } = useOverlayAction();

  const open = useCallback(
    (destinationName: string) =>
      run(destinationName, { title: `Loading ${destinationName} tour packages...` }, async ({ isMounted }) => {
        try {
          const result = await api.getDestination(destinationName);
          if (!isMounted()) return;
          const outcome = searchOutcome(result, destinationName);
          navigate(outcome.path, { state: outcome.state });
        } catch (error) {
          console.error(`The packages of "${destinationName}" could not be loaded`, error);
          if (!isMounted()) return;
          toast.error(messages.loadFailed);
          navigate(NO_RESULT_PATH, { state: noResultState(messages.loadFailed) });
        }
      }),
    [navigate, run],
  );

  return { open, loadingName: pendingKey };
}
