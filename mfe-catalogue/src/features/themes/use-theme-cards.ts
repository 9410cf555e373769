import { useEffect, useState } from 'react';
import { api, type ThemeCard } from '@safarnama/shared';

export type ThemeCardsState = { status: 'loading' } | { status: 'ready'; cards: ThemeCard[] };

/**
 * The theme's destination cards: from navigation state when the page was opened
 * from a menu or the home grid, else fetched by the theme name in the URL. A
 * failure or a refusal is an empty list (spec 8), logged.
 */
export function useThemeCards(themeSlug: string, fromState: ThemeCard[] | null): ThemeCardsState {
  const [fetched, setFetched] = useState<{ slug: string; cards: ThemeCard[] } | null>(null);

  useEffect(() => {
    if (fromState || !themeSlug) return;
    const controller = new AbortController();
    api
      .searchByCategory(themeSlug, { signal: controller.signal })
      .then((result) => {
        if (result.code !== 1) console.error(`Theme "${themeSlug}" has no packages: ${result.message}`);
        setFetched({ slug: themeSlug, cards: result.code === 1 ? result.data : [] });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to fetch theme packages', error);
        setFetched({ slug: themeSlug, cards: [] });
      });
    return () => controller.abort();
  }, [themeSlug, fromState]);

  if (fromState) return { status: 'ready', cards: fromState };
  if (fetched && fetched.slug === themeSlug) return { status: 'ready', cards: fetched.cards };
  return { status: 'loading' };
}
