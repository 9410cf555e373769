// The site's URL rules, written once: the browser builds its links with them (through
// @safarnama/shared), and the API writes the same ones (the sitemap, Luna's answers, the
// content's blog slugs).

/** Destination slug: lowercased, trimmed, whitespace runs to one hyphen ("Andaman & Nicobar" -> "andaman-&-nicobar"). */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * The content's own keys: a package's or destination's slug, which also names its
 * artwork file (/media/art/<kind>/<slug>.svg). URL-safe, unlike a listing's slug:
 * "Andaman & Nicobar" is "andaman-and-nicobar" here, "/andaman-&-nicobar-tour-packages" as a route.
 */
export function contentSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "/goa-tour-packages" */
export function destinationPath(name: string): string {
  return `/${slugify(name)}-tour-packages`;
}

/** The destination name a listing route stands for: "andaman-&-nicobar-tour-packages" -> "andaman & nicobar". */
export function destinationNameFromSlug(param: string): string {
  return decodeSegment(param).replace(/-tour-packages$/i, '').replace(/-/g, ' ').trim();
}

/** "/themes/water-activities" from "Water activities", "Water_Activities" or "water-activities". */
export function themePath(name: string): string {
  return `/themes/${themeSlug(name)}`;
}

export function themeSlug(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

export interface PackageRef {
  slug: string;
  /** `durationDay` in a listing, `days` in a package detail. */
  durationDay?: number;
  days?: number;
}

/**
 * "/packages-details/5days-4nights-goa-beach-escape".
 * Accepts a package (listing or detail shape) or the days and slug.
 */
export function packageDetailPath(pkg: PackageRef): string;
export function packageDetailPath(days: number, slug: string): string;
export function packageDetailPath(pkgOrDays: PackageRef | number, slugArg?: string): string {
  const days = typeof pkgOrDays === 'number' ? pkgOrDays : (pkgOrDays.durationDay ?? pkgOrDays.days ?? 1);
  const slug = typeof pkgOrDays === 'number' ? (slugArg ?? '') : pkgOrDays.slug;
  return `/packages-details/${packageSlug(days, slug)}`;
}

/** "5days-4nights-goa-beach-escape" */
export function packageSlug(days: number, slug: string): string {
  const d = Math.max(1, Math.trunc(days));
  return `${d}days-${d - 1}nights-${slugify(slug)}`;
}

/** "5days-4nights-goa-beach-escape" -> "goa-beach-escape": a package URL's last segment without its length. */
export function segmentWithoutDuration(segment: string): string {
  return decodeSegment(segment).replace(/^\d+\s*days?-\d+\s*nights?-/i, '');
}

/** "5days-4nights-goa-beach-escape" -> "Goa Beach Escape" (the packageName the detail call takes). */
export function packageNameFromSlug(slug: string): string {
  return segmentWithoutDuration(slug)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Blog slug: lowercase, spaces to hyphens, non-word characters removed. */
export function blogSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** "/blog-details/kerala-honeymoon-guide": a blog's page, by its name. */
export function blogPath(name: string): string {
  return `/blog-details/${blogSlug(name)}`;
}

/** The blogName the by-name call takes: the slug with hyphens as spaces. */
export function blogNameFromSlug(slug: string): string {
  return decodeSegment(slug).replace(/-/g, ' ').trim();
}

/** A URL segment decoded; a malformed escape stays as typed (the page then shows it has no results). */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
