import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  api,
  ApiRefusal,
  buildTrackingPayload,
  destinationNameFromSlug,
  NO_RESULT_PATH,
  noResultState,
  takePrimedSearch,
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
 * found.'; a failure also toasts 'Failed to load package data' (spec 8).
 */
export function useDestinationResult(slug: string, fromState: SearchResult | null): DestinationResultState {
  const navigate = useNavigate();
  const name = destinationNameFromSlug(slug);
  // index.html's answer, taken while rendering: the listing then renders in the page's
  // first (interruptible) pass, not in a second, blocking one after a loading pass.
  // It belongs to the city the page opened on: a link to another city keeps this
  // component, and must not keep showing the first city's packages.
  const [opened, setOpened] = useState(() => ({
    slug,
    result: fromState || !slug ? null : takePrimedSearch(name, trackingPayload()),
  }));
  if (opened.slug !== slug && opened.result) setOpened({ slug, result: null });
  const primed = opened.slug === slug ? opened.result : null;
  // Every visit is a search with its own tracking row: the answer is not reused later (staleTime 0).
  const query = useApiQuery(
    fromState || primed || !slug ? null : `listing:${slug}`,
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
  if (primed) return { status: 'ready', result: primed };
  if (query.status === 'success' && query.data) return { status: 'ready', result: query.data };
  return { status: 'loading' };
}

const trackingPayload = () => buildTrackingPayload('LISTING_PAGE', { search: window.location.search });
