// What a destination search from a card leads to: the listing with the response in
// state when there are packages, otherwise /no-result-found with the server's message
// or one of ours (navigation-state.ts).
import { destinationPath, NO_RESULT_PATH, noResultState, type ApiResult, type NoResultState, type SearchResult } from '@safarnama/shared';
import { messages } from './navigation-state';

export type SearchOutcome =
  | { kind: 'listing'; path: string; state: ApiResult<SearchResult> }
  | { kind: 'no-result'; path: string; state: NoResultState };

export function searchOutcome(
  result: ApiResult<SearchResult>,
  fallbackName: string,
  emptyMessage: string = messages.noPackages,
): SearchOutcome {
  // Success needs status 200, code 1 and a non-empty package list.
  if (result.code === 1 && result.status === 200 && (result.data?.packageResponse?.length ?? 0) > 0) {
    const name = result.data.mainPackageResponse?.destinationName || result.data.mainPackageResponse?.name || fallbackName;
    return { kind: 'listing', path: destinationPath(name), state: result };
  }
  // A refusal carries the server's reason; a "success" with nothing in it does not.
  const message = result.code !== 1 && result.message?.trim() ? result.message : emptyMessage;
  return { kind: 'no-result', path: NO_RESULT_PATH, state: noResultState(message) };
}
