import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, themePath, useSiteStore } from '@safarnama/shared';
import type { ThemeState } from '../../common/state-readers';

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
  const busy = useRef(false);
  const mounted = useRef(true);
  const [loadingName, setLoadingName] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = useCallback(
    async ({ name, title, categoryId }: ThemeChoice) => {
      if (busy.current || useSiteStore.getState().overlay) return;
      busy.current = true;
      setLoadingName(name);
      const { showOverlay, hideOverlay } = useSiteStore.getState();
      showOverlay(`Loading ${title} packages...`);
      try {
        const themeData = await api.searchByCategory(name);
        if (themeData.code !== 1) throw new Error(`Failed to fetch theme packages (HTTP ${themeData.status}: ${themeData.message})`);
        if (!mounted.current) return;
        const state: ThemeState = { categoryId, themeName: name, themeData };
        navigate(themePath(name), { state });
      } catch (error) {
        console.error('Failed to fetch theme packages', error);
      } finally {
        hideOverlay();
        busy.current = false;
        if (mounted.current) setLoadingName(null);
      }
    },
    [navigate],
  );

  return { open, loadingName, isLoading: loadingName !== null };
}
