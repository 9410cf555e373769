// The nine blog categories (ids 1-9 in the order listed here) and the URL of
// each one's list, /category/{slug}/blog. Written once for the browser (the blog
// search, the category page) and the server (sitemap.xml, index.html's first data);
// this file imports nothing, so the browser gets it without zod.

export const BLOG_CATEGORIES = Object.freeze([
  'Seasonal package',
  'Adventure',
  'Family',
  'Nature',
  'Honeymoon',
  'Wildlife',
  'Friend',
  'Religious',
  'Water activity',
] as const);

export type BlogCategoryName = (typeof BLOG_CATEGORIES)[number];

export interface BlogCategory {
  id: number;
  name: BlogCategoryName;
}

/** The categories with their ids: 1 is 'Seasonal package', 9 'Water activity'. */
export const blogCategoryList: readonly BlogCategory[] = Object.freeze(BLOG_CATEGORIES.map((name, i) => ({ id: i + 1, name })));

/** A category name as shown: underscores as spaces ("Water_activity" -> "Water activity"). */
export function blogCategoryLabel(name: string): string {
  return name.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
}

/** "Water activity" -> "water-activity": the {categoryName} segment of a category list's URL. */
export function blogCategorySlug(name: string): string {
  return blogCategoryLabel(name).toLowerCase().replace(/\s+/g, '-');
}

/** "/category/water-activity/blog" */
export function blogCategoryPath(name: string): string {
  return `/category/${blogCategorySlug(name)}/blog`;
}

/**
 * The category a URL segment names, however it was written: "water-activity",
 * "Water_activity", "Water%20activity". Null when it names none of the nine.
 */
export function blogCategoryFromSegment(segment: string): BlogCategory | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape is compared as typed
  }
  const wanted = decoded.toLowerCase().replace(/[\s_-]+/g, '-').replace(/^-|-$/g, '');
  return blogCategoryList.find((category) => blogCategorySlug(category.name) === wanted) ?? null;
}
