// The seed catalogue, loaded once per process from api/content/ (YAML and Markdown,
// validated as they load). The API seeds it; the artwork draws its places.
import path from 'node:path';
import { loadContent } from './load-content';

export * from './types';
export { slugify, destinationSlug, blogSlug, formatIndianNumber } from './slug';
export { wordCount } from './blogs';
export type { Place } from './schemas';

/** Relative to this file, so it resolves alike under tsx and jest from any working directory. */
export const CONTENT_DIR = path.join(__dirname, '..', '..', 'content');

export const {
  categories,
  blogCategories,
  destinations,
  trendingDestinationSlugs,
  popularDestinationSlugs,
  packages,
  blogs,
  tfn,
  places,
  itineraryDayPlaces,
} = loadContent(CONTENT_DIR);
