import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Filters, SortOrder } from './listing-filters';

export interface ListingParams {
  filters: Filters;
  sort: SortOrder;
  /** As written in the address; the page clamps it to the pages there are. */
  page: number;
}

const SORTS: readonly SortOrder[] = ['price-asc', 'price-desc', 'duration'];

/** ?category=Beach&duration=4-6&budget=10000-20000&sort=price-desc&page=2 */
export function readListingParams(search: string): ListingParams {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') as SortOrder | null;
  const page = Number(params.get('page') ?? '1');
  return {
    filters: { categories: params.getAll('category'), duration: params.getAll('duration'), budget: params.getAll('budget') },
    sort: sort && SORTS.includes(sort) ? sort : 'price-asc',
    page: Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1,
  };
}

/** The address's search for these params, other parameters (UTM tags) kept; defaults are left out. */
export function writeListingParams(search: string, { filters, sort, page }: ListingParams): string {
  const params = new URLSearchParams(search);
  for (const key of ['category', 'duration', 'budget', 'sort', 'page']) params.delete(key);
  filters.categories.forEach((c) => params.append('category', c));
  filters.duration.forEach((d) => params.append('duration', d));
  filters.budget.forEach((b) => params.append('budget', b));
  if (sort !== 'price-asc') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The listing's filters, sort and page, kept in the query string so that the back
 * button (from a package page, or a reload) brings the visitor to the same cards.
 * Changes replace the history entry (no trail of filter clicks to step back through)
 * and keep the navigation state, which carries the search result.
 */
export function useListingParams(): [ListingParams, (next: Partial<ListingParams>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  // The router applies a navigation in a transition, later than the click: a checkbox
  // bound to the address alone would snap back until then. The choice is held here at
  // once, and read again from the address whenever the address changes (back, links).
  const [held, setHeld] = useState(() => ({ seen: location.search, params: readListingParams(location.search) }));
  let current = held;
  if (held.seen !== location.search) {
    current = { seen: location.search, params: readListingParams(location.search) };
    setHeld(current);
  }
  const params = current.params;
  const update = useCallback(
    (next: Partial<ListingParams>) => {
      // Another filter or order starts again at page 1.
      const page = next.page ?? (next.filters || next.sort ? 1 : params.page);
      const wanted = { ...params, ...next, page };
      setHeld({ seen: location.search, params: wanted });
      const search = writeListingParams(location.search, wanted);
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true });
    },
    [location, navigate, params],
  );
  return [params, update];
}
