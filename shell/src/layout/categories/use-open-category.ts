import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, themePath, useSiteStore, type ApiResult, type ThemeCard } from '@safarnama/shared';

/** What the themes page receives in navigation state (spec 1, section 2; it also works without it). */
export interface ThemeNavigationState {
  categoryId: number;
  themeName: string;
  /** The whole search-by-category answer, as the spec passes it. */
  themeData: ApiResult<ThemeCard[]>;
}

export interface CategoryChoice {
  id: number;
  name: string;
}

export const FETCH_FAILED = 'Failed to fetch category packages';

/**
 * Choosing a category: a full-screen overlay 'Loading {name} packages...', the
 * search-by-category call, then /themes/{name-with-dashes} with the answer in
 * state. `queryName` is what the call is given (the navbar lowercases with
 * dashes, the footer sends the raw name). A failure is logged, the overlay
 * cleared, and the visitor stays where they are. Clicks while loading are ignored.
 */
export function useOpenCategory(queryName: (name: string) => string) {
  const navigate = useNavigate();
  const showOverlay = useSiteStore((s) => s.showOverlay);
  const hideOverlay = useSiteStore((s) => s.hideOverlay);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  const toQuery = useRef(queryName);
  toQuery.current = queryName;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const openCategory = useCallback(
    async (category: CategoryChoice): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setLoadingId(category.id);
      showOverlay(`Loading ${category.name} packages...`);
      let opened = false;
      try {
        const result = await api.searchByCategory(toQuery.current(category.name));
        if (result.code === 1) {
          const state: ThemeNavigationState = { categoryId: category.id, themeName: category.name, themeData: result };
          navigate(themePath(category.name), { state });
          opened = true;
        } else {
          console.error(FETCH_FAILED, `(${result.status}: ${result.message})`);
        }
      } catch (error) {
        console.error(FETCH_FAILED, error);
      } finally {
        hideOverlay();
        busy.current = false;
        if (mounted.current) setLoadingId(null);
      }
      return opened;
    },
    [navigate, showOverlay, hideOverlay],
  );

  return { openCategory, loadingId };
}
