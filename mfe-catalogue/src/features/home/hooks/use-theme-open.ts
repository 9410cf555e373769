import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, themePath, useOverlayAction, type ThemeNavigationState } from '@safarnama/shared';

export interface ThemeChoice {
  /** The server category name ("Water_Activities"). */
  name: string;
  /** Shown in the overlay ("Water Activities"). */
  title: string;
  categoryId: number;
}

/**
 * A theme tile: the overlay while its packages load, then /themes/{name} with
 * { categoryId, themeName, themeData } in state. A failure is only logged (spec 8)
 * and clears the overlay; clicks meanwhile are ignored.
 */
export function useThemeOpen() {
  const navigate = useNavigate();
  const { run, pendingKey } = useOverlayAction();

  const open = useCallback(
    ({ name, title, categoryId }: ThemeChoice) =>
      run(name, { title: `Loading ${title} packages...` }, async ({ isMounted }) => {
        try {
          const themeData = await api.searchByCategory(name);
          if (themeData.code !== 1) throw new Error(`Failed to fetch theme packages (HTTP ${themeData.status}: ${themeData.message})`);
          const state: ThemeNavigationState = { categoryId, themeName: name, themeData };
          if (isMounted()) navigate(themePath(name), { state });
        } catch (error) {
          console.error('Failed to fetch theme packages', error);
        }
      }),
    [navigate, run],
  );

  return { open, loadingName: pendingKey, isLoading: pendingKey !== null };
}
