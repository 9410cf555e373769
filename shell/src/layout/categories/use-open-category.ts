import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, themePath, useOverlayAction, type ThemeNavigationState } from '@safarnama/shared';

export interface CategoryChoice {
  id: number;
  name: string;
}

const FETCH_FAILED = 'Failed to fetch category packages';

/**
 * Choosing a category: a full-screen overlay 'Loading {name} packages...', the
 * search-by-category call, then /themes/{name-with-dashes} with the answer in
 * state. `queryName` is what the call is given (the navbar lowercases with
 * dashes, the footer sends the raw name). A failure is logged, the overlay
 * cleared, and the visitor stays where they are. Clicks while loading are ignored.
 */
export function useOpenCategory(queryName: (name: string) => string) {
  const navigate = useNavigate();
  const { run, pendingKey } = useOverlayAction<number>();
  const toQuery = useRef(queryName);
  toQuery.current = queryName;

  const openCategory = useCallback(
    (category: CategoryChoice) =>
      run(category.id, { title: `Loading ${category.name} packages...` }, async ({ isMounted }) => {
        try {
          const result = await api.searchByCategory(toQuery.current(category.name));
          if (result.code !== 1) {
            console.error(FETCH_FAILED, `(${result.status}: ${result.message})`);
            return;
          }
          const state: ThemeNavigationState = { categoryId: category.id, themeName: category.name, themeData: result };
          if (isMounted()) navigate(themePath(category.name), { state });
        } catch (error) {
          console.error(FETCH_FAILED, error);
        }
      }),
    [navigate, run],
  );

  return { openCategory, loadingId: pendingKey };
}
