import { packageSummary } from '@safarnama/shared/testing';
import {
  applyFilters,
  BUDGET_BUCKETS,
  clampPage,
  compareNames,
  DURATION_BUCKETS,
  filterOptions,
  NO_FILTERS,
  pageCount,
  pageSlice,
  pageWindow,
  sortPackages,
  toggle,
} from './listing-filters';
import { readListingParams, writeListingParams } from './use-listing-params';

const pkg = (id: number, price: number, days: number, category = 'Family') => ({ ...packageSummary(id, `Package ${id}`, price, days), categoryName: category });

describe('budget buckets', () => {
  it("has the spec's six labels, each shown only where the maximum price reaches its minimum", () => {
    expect(BUDGET_BUCKETS.map((b) => b.label)).toEqual(['Less Than 10,000', '10,000 - 20,000', '20,000 - 40,000', '40,000 - 60,000', '60,000 - 80,000', 'Above 80,000']);
    expect(filterOptions([pkg(1, 8_999, 3), pkg(2, 39_999, 5)]).budget.map((b) => b.label)).toEqual(['Less Than 10,000', '10,000 - 20,000', '20,000 - 40,000']);
    expect(filterOptions([pkg(1, 40_000, 3)]).budget.map((b) => b.id)).toEqual(['under-10000', '10000-20000', '20000-40000', '40000-60000']);
    expect(filterOptions([pkg(1, 125_000, 3)]).budget).toHaveLength(6);
  });

  it('a price belongs to the bucket of its minimum: 10,000 is not under 10,000, 80,000 is above', () => {
    const list = [pkg(1, 9_999, 3), pkg(2, 10_000, 3), pkg(3, 79_999, 3), pkg(4, 80_000, 3)];
    expect(applyFilters(list, { ...NO_FILTERS, budget: ['under-10000'] }).map((p) => p.id)).toEqual([1]);
    expect(applyFilters(list, { ...NO_FILTERS, budget: ['10000-20000'] }).map((p) => p.id)).toEqual([2]);
    expect(applyFilters(list, { ...NO_FILTERS, budget: ['60000-80000'] }).map((p) => p.id)).toEqual([3]);
    expect(applyFilters(list, { ...NO_FILTERS, budget: ['above-80000'] }).map((p) => p.id)).toEqual([4]);
  });
});

describe('duration buckets', () => {
  it("labels 'a to b' and '13 or more', shown where the longest package reaches them", () => {
    expect(DURATION_BUCKETS.map((b) => b.label)).toEqual(['1 to 3', '4 to 6', '7 to 9', '10 to 12', '13 or more']);
    expect(filterOptions([pkg(1, 9_000, 2), pkg(2, 9_000, 7)]).duration.map((b) => b.label)).toEqual(['1 to 3', '4 to 6', '7 to 9']);
    expect(filterOptions([pkg(1, 9_000, 13)]).duration).toHaveLength(5);
    expect(filterOptions([pkg(1, 9_000, 12)]).duration).toHaveLength(4);
  });

  it('matches days at both ends of a bucket', () => {
    const list = [pkg(1, 9_000, 3), pkg(2, 9_000, 4), pkg(3, 9_000, 12), pkg(4, 9_000, 13), pkg(5, 9_000, 20)];
    expect(applyFilters(list, { ...NO_FILTERS, duration: ['1-3'] }).map((p) => p.id)).toEqual([1]);
    expect(applyFilters(list, { ...NO_FILTERS, duration: ['4-6', '10-12'] }).map((p) => p.id)).toEqual([2, 3]);
    expect(applyFilters(list, { ...NO_FILTERS, duration: ['13-plus'] }).map((p) => p.id)).toEqual([4, 5]);
  });
});

describe('filter application', () => {
  const list = [pkg(1, 9_000, 3, 'Family'), pkg(2, 25_000, 5, 'HoneyMoon'), pkg(3, 45_000, 5, 'Family'), pkg(4, 15_000, 8, 'Adventure')];

  it('categories come from the packages, sorted, once each', () => {
    expect(filterOptions(list).categories).toEqual(['Adventure', 'Family', 'HoneyMoon']);
    expect(filterOptions([])).toEqual({ categories: [], duration: [], budget: [] });
  });

  it('OR within a group, AND across groups; no choice matches everything', () => {
    expect(applyFilters(list, NO_FILTERS)).toHaveLength(4);
    expect(applyFilters(list, { ...NO_FILTERS, categories: ['Family', 'Adventure'] }).map((p) => p.id)).toEqual([1, 3, 4]);
    expect(applyFilters(list, { categories: ['Family'], duration: ['4-6'], budget: [] }).map((p) => p.id)).toEqual([3]);
    expect(applyFilters(list, { categories: ['Family'], duration: ['4-6'], budget: ['20000-40000'] })).toEqual([]);
  });

  it('toggle adds an option, and removes it the second time', () => {
    const once = toggle(NO_FILTERS, 'categories', 'Family');
    expect(once.categories).toEqual(['Family']);
    expect(toggle(once, 'categories', 'Family').categories).toEqual([]);
    expect(NO_FILTERS.categories).toEqual([]);
  });
});

describe('sorting', () => {
  const list = [pkg(1, 25_000, 5), pkg(2, 9_000, 7), pkg(3, 45_000, 3), pkg(4, 12_000, 5)];

  it('ascending price by default, descending, or by duration (then price)', () => {
    expect(sortPackages(list, 'price-asc').map((p) => p.id)).toEqual([2, 4, 1, 3]);
    expect(sortPackages(list, 'price-desc').map((p) => p.id)).toEqual([3, 1, 4, 2]);
    expect(sortPackages(list, 'duration').map((p) => p.id)).toEqual([3, 4, 1, 2]);
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('breaks a price tie by name, alphabetically with case ignored', () => {
    const named = (id: number, name: string) => ({ ...pkg(id, 9_999, 3), name });
    const tied = [named(1, 'goa Beach Break'), named(2, 'Andaman Escape'), named(3, 'Goa Backwaters'), named(4, 'andaman Dive')];
    expect(sortPackages(tied, 'price-asc').map((p) => p.name)).toEqual(['andaman Dive', 'Andaman Escape', 'Goa Backwaters', 'goa Beach Break']);
    expect(sortPackages(tied, 'price-desc').map((p) => p.id)).toEqual([4, 2, 3, 1]);
    expect(['Honeymoon', 'adventure', 'Family', 'family'].sort(compareNames)).toEqual(['adventure', 'Family', 'family', 'Honeymoon']);
  });
});

describe('pages', () => {
  it('10 per page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageCount(23)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(items, 3)).toEqual([21, 22, 23]);
  });

  it('at most 5 numbered buttons, the current one centred where the ends allow', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('a page number from the address stays within the pages there are', () => {
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});

describe('the query string', () => {
  it('reads and writes filters, sort and page, keeping other parameters and leaving defaults out', () => {
    const search = writeListingParams('?utm_source=mail&page=4', {
      filters: { categories: ['Family', 'HoneyMoon'], duration: ['4-6'], budget: [] },
      sort: 'price-desc',
      page: 2,
    });
    expect(search).toBe('?utm_source=mail&category=Family&category=HoneyMoon&duration=4-6&sort=price-desc&page=2');
    expect(readListingParams(search)).toEqual({ filters: { categories: ['Family', 'HoneyMoon'], duration: ['4-6'], budget: [] }, sort: 'price-desc', page: 2 });
    expect(writeListingParams('', { filters: NO_FILTERS, sort: 'price-asc', page: 1 })).toBe('');
    expect(readListingParams('?sort=cheapest&page=-2')).toEqual({ filters: NO_FILTERS, sort: 'price-asc', page: 1 });
  });
});
