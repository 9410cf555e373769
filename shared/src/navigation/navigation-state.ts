// What pages of different packages carry to each other in router navigation state
// (docs/contracts.md, "Between the shell and the remotes"). A page must also work
// without it: opened from a URL or in a new tab, it fetches instead.
import type { ApiResult, SearchResult, ThemeCard } from '../api/types';

/** /themes/{slug}, from the navbar, the footer and the home page's theme grid. */
export interface ThemeNavigationState {
  categoryId: number;
  themeName: string;
  /** The whole search-by-category answer, as the spec passes it. */
  themeData: ApiResult<ThemeCard[]>;
}

/** /{slug}-tour-packages, from a search: the whole search answer. */
export type ListingNavigationState = ApiResult<SearchResult>;

export const NO_RESULT_PATH = '/no-result-found';

/** /no-result-found: why nothing was found (the server's message or the spec's default). */
export interface NoResultState {
  data: [];
  code: 0;
  message: string;
}

export function noResultState(message: string): NoResultState {
  return { data: [], code: 0, message };
}
