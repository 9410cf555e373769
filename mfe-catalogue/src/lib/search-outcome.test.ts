import type { ApiResult, SearchResult } from '@safarnama/shared';
import { noResultState } from '@safarnama/shared';
import { readNoResultMessage } from './navigation-state';
import { readSearchResult, readThemeState } from './state-readers';
import { searchOutcome } from './search-outcome';

const goa = {
  mainPackageResponse: { id: 1, name: 'Goa', destinationName: 'Goa', slug: 'goa', description: '', metaTitle: '', metaDescription: '', keywords: '', bannerImage: '', bannerAltText: '', travelGuide: null },
  packageResponse: [{ id: 7, name: 'Goa Beach Escape' }],
  questionResponses: [],
  answerResponses: [],
} as unknown as SearchResult;

describe('searchOutcome', () => {
  it('goes to the listing with the whole response when there are packages', () => {
    const result: ApiResult<SearchResult> = { code: 1, message: 'Success', data: goa, status: 200 };
    expect(searchOutcome(result, 'goa')).toEqual({ kind: 'listing', path: '/goa-tour-packages', state: result });
  });

  it('goes to /no-result-found with the server message on a refusal', () => {
    const result = { code: 0, message: 'No packages found for this destination.', data: null, status: 404 } as ApiResult<SearchResult>;
    expect(searchOutcome(result, 'Atlantis')).toEqual({
      kind: 'no-result',
      path: '/no-result-found',
      state: { data: [], code: 0, message: 'No packages found for this destination.' },
    });
  });

  it("uses 'No packages found for this destination.' for a success without packages", () => {
    const result: ApiResult<SearchResult> = { code: 1, message: 'Success', data: { ...goa, packageResponse: [] }, status: 200 };
    expect(searchOutcome(result, 'goa').state).toEqual(noResultState('No packages found for this destination.'));
  });
});

describe('navigation state readers', () => {
  it("reads the no-result message, defaulting to 'No result found.'", () => {
    expect(readNoResultMessage({ data: [], code: 0, message: 'Failed to load package data' })).toBe('Failed to load package data');
    expect(readNoResultMessage(null)).toBe('No result found.');
    expect(readNoResultMessage({ message: '  ' })).toBe('No result found.');
  });

  it('accepts only a successful search response as listing state', () => {
    expect(readSearchResult({ code: 1, message: 'Success', data: goa })).toBe(goa);
    expect(readSearchResult({ code: 0, message: 'x', data: null })).toBeNull();
    expect(readSearchResult('garbage')).toBeNull();
  });

  it('reads the theme state of the home grid and of the navbar', () => {
    const card = { id: 1, destinationName: 'Goa', image: '', minPrice: 5999, maxPrice: 9999, packageCount: 2 };
    expect(readThemeState({ categoryId: 8, themeName: 'Water_Activities', themeData: { code: 1, message: 'Success', data: [card], status: 200 } })).toEqual({
      themeName: 'Water_Activities',
      categoryId: 8,
      cards: [card],
    });
    expect(readThemeState({ id: 1, name: 'Wildlife', packages: [card] })).toEqual({ themeName: 'Wildlife', categoryId: 1, cards: [card] });
    expect(readThemeState(undefined)).toEqual({ themeName: null, categoryId: null, cards: null });
  });
});
