import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, buildTrackingPayload, destinationNameFromSlug, toast, type SearchResult } from '@safarnama/shared';
import { messages, NO_RESULT_PATH, noResultState } from '../common/navigation-state';

export type DestinationResultState = { status: 'loading' } | { status: 'ready'; result: SearchResult };

/**
 * The listing's search result: the one in navigation state when a search brought
 * the visitor here, else fetched by the name in the URL (LISTING_PAGE tracking).
 * Code not 1 goes to /no-result-found with the server's message or 'No result
 * found.'; a failure also toasts 'Failed to load package data' (spec 8).
 */
export function useDestinationResult(slug: string, fromState: SearchResult | null): DestinationResultState {
  const navigate = useNavigate();
  const [fetched, setFetched] = useState<{ slug: string; result: SearchResult } | null>(null);

  useEffect(() => {
    if (fromState || !slug) return;
    const controller = new AbortController();
    const name = destinationNameFromSlug(slug);
    (async () => {
      try {
        const userIp = await api.getIp();
        if (controller.signal.aborted) return;
        const payload = buildTrackingPayload('LISTING_PAGE', { userIp, search: window.location.search });
        const result = await api.searchDestination(name, payload, { signal: controller.signal });
        if (result.code === 1) setFetched({ slug, result: result.data });
        else navigate(NO_RESULT_PATH, { replace: true, state: noResultState(result.message?.trim() || messages.noResult) });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(`Failed to load the packages of "${name}"`, error);
        toast.error(messages.loadFailed);
        navigate(NO_RESULT_PATH, { replace: true, state: noResultState(messages.loadFailed) });
      }
    })();
    return () => controller.abort();
  }, [slug, fromState, navigate]);

  if (fromState) return { status: 'ready', result: fromState };
  if (fetched && fetched.slug === slug) return { status: 'ready', result: fetched.result };
  return { status: 'loading' };
}
