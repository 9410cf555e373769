import { useEffect } from 'react';
import { api, useApiQuery, type Category } from '@safarnama/shared';

/**
 * The theme categories for the navbar (GET /package/get-all-category). A failure
 * is only logged and the list stays empty: the navbar simply shows no themes.
 */
export function useCategories(): Category[] {
  const { data, error } = useApiQuery('categories', (signal) => api.getAllCategories({ signal }));
  useEffect(() => {
    if (error) console.error('[navbar] categories could not be loaded:', error);
  }, [error]);
  return data ?? [];
}

/** What the console says when a category chosen in the navbar or the footer cannot load its packages. */
export const CATEGORY_FETCH_FAILED = 'Failed to fetch category packages';
