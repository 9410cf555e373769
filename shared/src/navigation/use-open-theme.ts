import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/api';
import { themePath } from '../slug/slug';
import { useOverlayAction } from '../ui/hooks/use-overlay-action';
import type { ThemeNavigationState } from './navigation-state';

export interface ThemeChoice {
  categoryId: number;
  /** What the search-by-category call is given: the navbar sends the name lowercased with dashes, the footer and the home grid the name as the server spells it. */
  query: string;
  /** The theme page's name for it ("Water_Activities"), which also makes its URL. */
  themeName: string;
  /** Shown in the overlay: "Loading {title} packages...". */
  title: string;
}

/**
 * Opening a theme from the navbar, the footer or the home grid: a full-screen
 * overlay while its packages load, then /themes/{name} with { categoryId,
 * themeName, themeData } in the route's state. A failure is only logged, under
 * `failedMessage`, and clears the overlay: the visitor stays where they are.
 * Clicks while one is loading are ignored.
 */
export function useOpenTheme(failedMessage: string) {
  const navigate = useNavigate();
  const { run, pendingKey } = useOverlayAction<number>();

  const open = useCallback(
    ({ categoryId, query, themeName, title }: ThemeChoice) =>
      run(categoryId, { title: `Loading ${title} packages...` }, async ({ isMounted }) => {
        try {
          const themeData = await api.searchByCategory(query);
          if (themeData.code !== 1) throw new Error(`${failedMessage} (HTTP ${themeData.status}: ${themeData.message})`);
          const state: ThemeNavigationState = { categoryId, themeName, themeData };
          if (isMounted()) navigate(themePath(themeName), { state });
        } catch (error) {
          console.error(failedMessage, error);
        }
      }),
    [failedMessage, navigate, run],
  );

  return { open, pendingId: pendingKey };
}
