import { useEffect } from 'react';
import { api, useApiQuery, type ThemeCard } from '@safarnama/shared';

export type ThemeCardsState = { status: 'loading' } | { status: 'ready'; cards: ThemeCard[] };

/**
 * The theme's destination cards: from navigation state when the page was opened
 * from a menu or the home grid, else fetched by the theme name in the URL. A
 * failure or a refusal is an empty list, logged.
 */
export function useThemeCards(themeSlug: string, fromState: ThemeCard[] | null): ThemeCardsState {
  const query = useApiQuery(fromState || !themeSlug ? null : `theme:${themeSlug}`, (signal) => api.searchByCategory(themeSlug, { signal }));

  useEffect(() => {
    if (query.status === 'error') console.error(`Theme "${themeSlug}" has no packages:`, query.error);
  }, [query.status, query.error, themeSlug]);

  if (fromState) return { status: 'ready', cards: fromState };
  if (query.status === 'success') return { status: 'ready', cards: query.data ?? [] };
  if (query.status === 'error') return { status: 'ready', cards: [] };
  return { status: 'loading' };
}
