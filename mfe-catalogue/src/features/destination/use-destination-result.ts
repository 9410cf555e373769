import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  api,
  ApiRefusal,
  buildTrackingPayload,
  destinationNameFromSlug,
  NO_RESULT_PATH,
  noResultState,
  toast,
  useApiQuery,
  type SearchResult,
} from '@safarnama/shared';
import { messages } from '../../lib/navigation-state';

export type DestinationResultState = { status: 'loading' } | { status: 'ready'; result: SearchResult };

/**
 * The listing's search result: the one in navigation state when a search brought
 * the visitor here, else fetched by the name in the URL (LISTING_PAGE tracking).
 * Code not 1 goes to /no-result-found with the server's message or 'No result
 * found.'; a failure also toasts 'Failed to load package data'.
 */
export function useDestinationResult(slug: string, fromState: SearchResult | null): DestinationResultState {
  const navigate = useNavigate();
  const name = destinationNameFromSlug(slug);
  // Every visit is a search with its own tracking row: the answer is not reused later
  // (staleTime 0). An answer index.html carried comes back settled (api.searchDestination
  // takes it and records the visit after the paint), so the listing renders in the
  // page's first pass; another city's link is another key, never the first city's cards.
  const query = useApiQuery(
    fromState || !slug ? null : `listing:${slug}`,
    (signal) => api.searchDestination(name, trackingPayload(), { signal }),
    { staleTime: 0 },
  );

  useEffect(() => {
    if (query.status !== 'error') return;
    if (query.error instanceof ApiRefusal) {
      navigate(NO_RESULT_PATH, { replace: true, state: noResultState(query.error.message.trim() || messages.noResult) });
      return;
    }
    console.error(`Failed to load the packages of "${name}"`, query.error);
    toast.error(messages.loadFailed);
    navigate(NO_RESULT_PATH, { replace: true, state: noResultState(messages.loadFailed) });
  }, [query.status, query.error, name, navigate]);

  if (fromState) return { status: 'ready', result: fromState };
  if (query.status === 'success' && query.data) return { status: 'ready', result: query.data };
  return { status: 'loading' };
}

// the page's own query string (none on the server)
const trackingPayload = () => buildTrackingPayload('LISTING_PAGE', {});
