// Which remote module renders a site path, so that index.html can ask for that
// remote's files before the shell has even started. It mirrors the shell's route
// table (shell/src/app/router.tsx); a path it does not know only loses the
// early hints, never the page (the shell still routes it).
import { blogCategoryFromSegment } from '@safarnama/contracts/blog-categories';

export interface PageRemote {
  remote: string; // catalogue | blogs | enquiry | chat
  module: string; // an exposed module, e.g. HomePage
  /** For a listing: the destination named by the URL, as the page reads it (destinationNameFromSlug). */
  destinationName?: string;
  /** For a themes page: the theme's slug, as the page reads it (themeSlug). */
  themeSlug?: string;
  /** For a package detail: the packageName the page asks call 3 for (packageNameFromSlug). */
  packageName?: string;
  /** For a package detail: the package's slug (the segment without its days/nights prefix), which names its artwork. */
  packageSlug?: string;
  /** For a blog category's list: the category's id (undefined when the URL names none of the nine). */
  blogCategoryId?: number;
  /** For a blog article: the blogName the page asks the by-name call for (blogNameFromSlug). */
  blogName?: string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape stays as typed: the page itself shows 'no results'
  }
}

const EXACT: Record<string, [string, string]> = {
  '/': ['catalogue', 'HomePage'],
  '/blogs': ['blogs', 'BlogsPage'],
  '/reviews': ['blogs', 'ReviewsPage'],
  '/blog-not-found': ['blogs', 'BlogNotFoundPage'],
  '/darshan': ['catalogue', 'DarshanPage'],
  '/details-dev-darshan': ['catalogue', 'DevDarshanDetailsPage'],
  '/no-result-found': ['catalogue', 'NoResultPage'],
  '/sitemap': ['catalogue', 'SitemapPage'],
  '/enquiry': ['enquiry', 'EnquiryPage'],
  '/thank-you': ['enquiry', 'ThankYouPage'],
};

const THEME = /^\/themes\/([^/]+)$/;

// both URL forms of a package detail; the last segment names the package
const PACKAGE_DETAIL = [/^\/packages-details\/([^/]+)$/, /^\/[^/]+-tour-packages-details\/([^/]+)$/];

const DURATION_PREFIX = /^\d+\s*days?-\d+\s*nights?-/i;
const withoutDuration = (segment: string) => decodeSegment(segment).replace(DURATION_PREFIX, '');

/**
 * The packageName of call 3 for a detail URL's last segment, as the page computes it
 * (shared/src/slug/slug.ts, packageNameFromSlug): the days/nights prefix removed,
 * hyphens to spaces, each word capitalised.
 */
export function packageNameFromSegment(segment: string): string {
  return withoutDuration(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

const BLOG_CATEGORY = /^\/category\/([^/]+)\/blog$/;
const BLOG_DETAIL = /^\/blog-details\/([^/]+)$/;

const LISTING = /^\/([^/]+)-tour-packages$/;

export function pageRemote(pathname: string): PageRemote | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[path];
  if (exact) return { remote: exact[0], module: exact[1] };
  const theme = THEME.exec(path);
  if (theme) {
    const slug = decodeSegment(theme[1] ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
    return { remote: 'catalogue', module: 'ThemesPage', themeSlug: slug };
  }
  for (const pattern of PACKAGE_DETAIL) {
    const detail = pattern.exec(path);
    if (detail) {
      const packageName = packageNameFromSegment(detail[1] ?? '');
      if (!packageName) return { remote: 'catalogue', module: 'PackageDetailPage' };
      return { remote: 'catalogue', module: 'PackageDetailPage', packageName, packageSlug: withoutDuration(detail[1] ?? '').toLowerCase() };
    }
  }
  const category = BLOG_CATEGORY.exec(path);
  if (category) {
    const blogCategoryId = blogCategoryFromSegment(category[1] ?? '')?.id;
    return blogCategoryId === undefined ? { remote: 'blogs', module: 'BlogCategoryPage' } : { remote: 'blogs', module: 'BlogCategoryPage', blogCategoryId };
  }
  const blog = BLOG_DETAIL.exec(path);
  if (blog) {
    // as the page computes it (shared/src/slug/slug.ts, blogNameFromSlug)
    const blogName = decodeSegment(blog[1] ?? '').replace(/-/g, ' ').trim();
    return blogName ? { remote: 'blogs', module: 'BlogDetailPage', blogName } : { remote: 'blogs', module: 'BlogDetailPage' };
  }
  const listing = LISTING.exec(path);
  if (listing) {
    return { remote: 'catalogue', module: 'DestinationPage', destinationName: decodeSegment(listing[1] ?? '').replace(/-/g, ' ').trim() };
  }
  return null;
}
