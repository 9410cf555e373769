// The seed catalogue, loaded once per process from api/content/ (YAML and Markdown,
// validated as they load). The API seeds it; the artwork draws its places.
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { loadContent } from './load-content';

export * from './types';
export { contentSlug, blogSlug, formatIndianNumber } from './slug';
export { wordCount } from './blogs';
export type { Place } from './schemas';

/** From the repository's root, which the source and the compiled server (api/dist) find alike. */
export const CONTENT_DIR = path.join(REPO_ROOT, 'api', 'content');

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
