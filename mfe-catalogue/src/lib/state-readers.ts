// What the catalogue's pages carry to each other in router navigation state
// (spec: the listing gets the search response, the themes page the category and
// its cards). Pages opened directly by URL have no state and fetch instead, so
// every reader here tolerates anything, including state written by another build.
import type { SearchResult, ThemeCard } from '@safarnama/shared';

export function readSearchResult(state: unknown): SearchResult | null {
  if (!isRecord(state) || state.code !== 1 || !isRecord(state.data)) return null;
  const data = state.data as Partial<SearchResult>;
  if (!isRecord(data.mainPackageResponse) || !Array.isArray(data.packageResponse)) return null;
  return data as SearchResult;
}

/**
 * The themes page's state: ThemeNavigationState from the navbar, the footer and the
 * home grid; { id, name, packages } from older builds is read too.
 */
export function readThemeState(state: unknown): { themeName: string | null; categoryId: number | null; cards: ThemeCard[] | null } {
  if (!isRecord(state)) return { themeName: null, categoryId: null, cards: null };
  const themeName = firstString(state.themeName, state.name, state.categoryName);
  const categoryId = firstNumber(state.categoryId, state.id);
  const cards = readCards(state.themeData) ?? readCards(state.packages) ?? readCards(state.data);
  return { themeName, categoryId, cards };
}

function readCards(value: unknown): ThemeCard[] | null {
  if (Array.isArray(value)) return value.filter(isThemeCard);
  if (isRecord(value)) {
    if ('code' in value && value.code !== 1) return [];
    if (Array.isArray(value.data)) return value.data.filter(isThemeCard);
  }
  return null;
}

function isThemeCard(value: unknown): value is ThemeCard {
  return isRecord(value) && typeof value.destinationName === 'string' && typeof value.minPrice === 'number';
}

function firstString(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value;
  return null;
}

function firstNumber(...values: unknown[]): number | null {
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) return value;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Compares destination names the way the API does: case, spaces, hyphens and "&"/"and" do not matter. */
export function sameDestination(a: string, b: string): boolean {
  const key = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
  return key(a) === key(b);
}
