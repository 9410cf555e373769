// The site's URL rules (spec), for what the API writes as links: the sitemap and
// Luna's answers. The browser's copy is shared/src/slug/slug.ts (the API does not
// import the browser library); e2e checks that both lead to the same pages.

/** Lowercased and trimmed, whitespace runs as one hyphen ("Andaman & Nicobar" -> "andaman-&-nicobar"). */
function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The destination listing: /andaman-&-nicobar-tour-packages */
export function destinationPath(name: string): string {
  return `/${slugify(name)}-tour-packages`;
}

/** The package page: /packages-details/7days-6nights-kashmir-paradise-tour */
export function packagePath(days: number, slug: string): string {
  const d = Math.max(1, Math.trunc(days));
  return `/packages-details/${d}days-${d - 1}nights-${slugify(slug)}`;
}

/** The theme page: /themes/water-activities */
export function themePath(categoryName: string): string {
  return `/themes/${categoryName.trim().toLowerCase().replace(/[\s_]+/g, '-')}`;
}
