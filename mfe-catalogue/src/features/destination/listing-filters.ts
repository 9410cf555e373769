// The listing's filters, sort and pages (10 packages a page, ascending price first):
// pure functions over the search's packages, so that the page, its query string and
// the tests agree on one reading of the buckets.
import { limits, type PackageSummary } from '@safarnama/shared';

export interface Bucket {
  /** Kept in the query string. */
  id: string;
  label: string;
  min: number;
  /** Exclusive; Infinity for the last bucket. */
  max: number;
}

/** Days; labels 'a to b' and '13 or more'. */
export const DURATION_BUCKETS: readonly Bucket[] = Object.freeze([
  { id: '1-3', label: '1 to 3', min: 1, max: 4 },
  { id: '4-6', label: '4 to 6', min: 4, max: 7 },
  { id: '7-9', label: '7 to 9', min: 7, max: 10 },
  { id: '10-12', label: '10 to 12', min: 10, max: 13 },
  { id: '13-plus', label: '13 or more', min: 13, max: Infinity },
]);

/** INR per person; a bucket holds its minimum, not its maximum. */
export const BUDGET_BUCKETS: readonly Bucket[] = Object.freeze([
  { id: 'under-10000', label: 'Less Than 10,000', min: 0, max: 10_000 },
  { id: '10000-20000', label: '10,000 - 20,000', min: 10_000, max: 20_000 },
  { id: '20000-40000', label: '20,000 - 40,000', min: 20_000, max: 40_000 },
  { id: '40000-60000', label: '40,000 - 60,000', min: 40_000, max: 60_000 },
  { id: '60000-80000', label: '60,000 - 80,000', min: 60_000, max: 80_000 },
  { id: 'above-80000', label: 'Above 80,000', min: 80_000, max: Infinity },
]);

export interface Filters {
  categories: string[];
  /** Bucket ids */
  duration: string[];
  budget: string[];
}

export type FilterGroup = keyof Filters;

export const NO_FILTERS: Filters = Object.freeze({ categories: [], duration: [], budget: [] }) as Filters;

export type SortOrder = 'price-asc' | 'price-desc' | 'duration';

export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'duration', label: 'Duration: shortest first' },
];

export interface FilterOptions {
  categories: string[];
  duration: Bucket[];
  budget: Bucket[];
}

/** The buckets a listing offers: one shows only when the maximum reaches its minimum. */
export function reachedBuckets(buckets: readonly Bucket[], maximum: number): Bucket[] {
  return buckets.filter((bucket) => maximum >= bucket.min);
}

/**
 * Alphabetical order of names, case ignored. Not String#localeCompare: its first call
 * sets up an ICU collator, 30 ms of a phone's first render of the listing, and these
 * names are plain English.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function filterOptions(packages: readonly PackageSummary[]): FilterOptions {
  if (packages.length === 0) return { categories: [], duration: [], budget: [] };
  const categories = [...new Set(packages.map((p) => p.categoryName.trim()).filter(Boolean))].sort(compareNames);
  const maxDays = Math.max(...packages.map((p) => p.durationDay));
  const maxPrice = Math.max(...packages.map((p) => p.price));
  return { categories, duration: reachedBuckets(DURATION_BUCKETS, maxDays), budget: reachedBuckets(BUDGET_BUCKETS, maxPrice) };
}

function inAny(value: number, ids: readonly string[], buckets: readonly Bucket[]): boolean {
  return buckets.some((bucket) => ids.includes(bucket.id) && value >= bucket.min && value < bucket.max);
}

/** Options of one group match with OR, the groups with AND; an empty group matches all. */
export function applyFilters(packages: readonly PackageSummary[], filters: Filters): PackageSummary[] {
  return packages.filter(
    (p) =>
      (filters.categories.length === 0 || filters.categories.includes(p.categoryName.trim())) &&
      (filters.duration.length === 0 || inAny(p.durationDay, filters.duration, DURATION_BUCKETS)) &&
      (filters.budget.length === 0 || inAny(p.price, filters.budget, BUDGET_BUCKETS)),
  );
}

/** Ascending price is the spec's order; the others are ours. Ties keep a stable order by price, then name. */
export function sortPackages(packages: readonly PackageSummary[], order: SortOrder): PackageSummary[] {
  const byPrice = (a: PackageSummary, b: PackageSummary) => a.price - b.price || compareNames(a.name, b.name);
  const compare =
    order === 'price-desc'
      ? (a: PackageSummary, b: PackageSummary) => b.price - a.price || compareNames(a.name, b.name)
      : order === 'duration'
        ? (a: PackageSummary, b: PackageSummary) => a.durationDay - b.durationDay || byPrice(a, b)
        : byPrice;
  return [...packages].sort(compare);
}

export function pageCount(total: number, pageSize: number = limits.listingPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the address, kept within 1..pages. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number = limits.listingPageSize): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The numbered buttons: at most `size` pages, the current one as central as the ends allow. */
export function pageWindow(current: number, pages: number, size: number = limits.paginationWindow): number[] {
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function isFiltered(filters: Filters): boolean {
  return filters.categories.length + filters.duration.length + filters.budget.length > 0;
}

export function toggle(filters: Filters, group: FilterGroup, value: string): Filters {
  const current = filters[group];
  return { ...filters, [group]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] };
}
