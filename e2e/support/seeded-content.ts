// The seeded catalogue and blogs as the journeys read them from the run's API, typed
// by the contract the API answers with: the journeys take their packages, prices and
// addresses from here rather than writing any content down themselves.
import type { Blog, PackageDetailResult, PackageSummary, SearchResult } from '@safarnama/contracts';
import type { ApiGet } from './fixtures';

/** The API's answer: code 1 with its data, any other code with a message (and data null). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export type { Blog, PackageDetailResult, PackageSummary, SearchResult };

/** A destination's search answer, as the API gives it without recording a search. */
export function searchDestination(apiGet: ApiGet, destination: string) {
  return apiGet<Envelope<SearchResult>>(`/api/package/search-main-package-and-sub-package?websiteId=1&destinationName=${encodeURIComponent(destination)}`);
}

/** A destination's packages, cheapest first. */
export async function packagesOf(apiGet: ApiGet, destination: string): Promise<PackageSummary[]> {
  return (await searchDestination(apiGet, destination)).body.data.packageResponse;
}

/** A package by its name, with its day-wise itinerary. */
export function packageDetail(apiGet: ApiGet, name: string) {
  return apiGet<Envelope<PackageDetailResult>>(`/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(name)}`);
}

/** A destination's listing address: its name in lowercase, spaces to hyphens. */
export const listingPath = (name: string) => `/${name.trim().toLowerCase().replace(/\s+/g, '-')}-tour-packages`;

/** The last part of a package page's address: "{days}days-{days - 1}nights-{slug}". */
export const packageSegment = (pkg: { durationDay: number; slug: string }) => `${pkg.durationDay}days-${pkg.durationDay - 1}nights-${pkg.slug}`;

/** A price as the site prints it: "₹27,999". */
export const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** Real addresses for the parameterised routes: Goa's first package, and the first blog with its category. */
export async function sampleRoutes(apiGet: ApiGet) {
  const pkg = (await packagesOf(apiGet, 'goa'))[0]!;
  const blog = (await apiGet<Envelope<Blog[]>>('/api/blog/get-all')).body.data[0]!;
  return { pkg, packageName: packageSegment(pkg), blogSlug: blog.slug, blogCategory: blog.categoryName };
}
