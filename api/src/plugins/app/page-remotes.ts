// Which remote module renders a site path, so that index.html can ask for that
// remote's files before the shell has even started, and what the page's first
// render asks the API for. The paths are the site's page table (SITE_PAGES, which
// the shell's router renders); a path it does not know only loses the early hints,
// never the page (the shell still routes it).
import { blogCategoryFromSegment } from '@safarnama/contracts/blog-categories';
import { hasPageSuffix, isConsolePath, SITE_PAGES, SUFFIX_PAGES } from '@safarnama/contracts/site-pages';
// the names a URL stands for, computed as the pages compute them
import {
  blogNameFromSlug,
  decodeSegment,
  destinationNameFromSlug,
  packageNameFromSlug,
  segmentWithoutDuration,
  themeSlug,
} from '@safarnama/contracts/site-paths';

export interface PageRemote {
  remote: string; // catalogue | blogs | enquiry | chat
  module: string; // an exposed module, e.g. HomePage
  /** For a listing: the destination named by the URL, as the page reads it (destinationNameFromSlug). */
  destinationName?: string;
  /** For a themes page: the theme's slug, as the page reads it (themeSlug). */
  themeSlug?: string;
  /** For a package detail: the packageName the page asks the package-detail call for (packageNameFromSlug). */
  packageName?: string;
  /** For a package detail: the package's slug (the segment without its days/nights prefix), which names its artwork. */
  packageSlug?: string;
  /** For a blog category's list: the category's id (undefined when the URL names none of the nine). */
  blogCategoryId?: number;
  /** For a blog article: the blogName the page asks the by-name call for (blogNameFromSlug). */
  blogName?: string;
}

/** The pages of the table without a parameter, rendered by a remote, by their path. */
const EXACT: Record<string, [string, string]> = Object.fromEntries(
  SITE_PAGES.filter(({ path, page }) => !path.includes(':') && !page.startsWith('shell/')).map(({ path, page }) => [path, page.split('/') as [string, string]]),
);

const THEME = /^\/themes\/([^/]+)$/;

// both URL forms of a package detail; the last segment names the package
const PACKAGE_DETAIL = [/^\/packages-details\/([^/]+)$/, /^\/[^/]+-tour-packages-details\/([^/]+)$/];

const BLOG_CATEGORY = /^\/category\/([^/]+)\/blog$/;
const BLOG_DETAIL = /^\/blog-details\/([^/]+)$/;

const LISTING = /^\/[^/]+-tour-packages$/;

export function pageRemote(pathname: string): PageRemote | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[path];
  if (exact) return { remote: exact[0], module: exact[1] };
  const theme = THEME.exec(path);
  if (theme) {
    return { remote: 'catalogue', module: 'ThemesPage', themeSlug: themeSlug(decodeSegment(theme[1] ?? '')) };
  }
  for (const pattern of PACKAGE_DETAIL) {
    const detail = pattern.exec(path);
    if (detail) {
      const packageName = packageNameFromSlug(detail[1] ?? '');
      if (!packageName) return { remote: 'catalogue', module: 'PackageDetailPage' };
      return { remote: 'catalogue', module: 'PackageDetailPage', packageName, packageSlug: segmentWithoutDuration(detail[1] ?? '').toLowerCase() };
    }
  }
  const category = BLOG_CATEGORY.exec(path);
  if (category) {
    const blogCategoryId = blogCategoryFromSegment(category[1] ?? '')?.id;
    return blogCategoryId === undefined ? { remote: 'blogs', module: 'BlogCategoryPage' } : { remote: 'blogs', module: 'BlogCategoryPage', blogCategoryId };
  }
  const blog = BLOG_DETAIL.exec(path);
  if (blog) {
    const blogName = blogNameFromSlug(blog[1] ?? '');
    return blogName ? { remote: 'blogs', module: 'BlogDetailPage', blogName } : { remote: 'blogs', module: 'BlogDetailPage' };
  }
  const listing = LISTING.exec(path);
  if (listing) {
    return { remote: 'catalogue', module: 'DestinationPage', destinationName: destinationNameFromSlug(listing[0].slice(1)) };
  }
  return null;
}

// ---- which paths are pages at all: the shell's route table, matched as React Router does

/** Every path of the site's page table with a path of its own (the suffix pages are rules of their own). */
const SHELL_ROUTES = SITE_PAGES.map(({ path }) => path);

/** A route path as React Router's compilePath reads it: any case, a parameter is one segment, trailing slashes allowed. */
function routePattern(route: string): RegExp {
  const source = route.replace(/[\\.*+^${}|()[\]]/g, '\\$&').replace(/\/:[\w-]+/g, '/([^\\/]+)');
  return new RegExp(`^${source}\\/*$`, 'i');
}

const SHELL_PATTERNS = SHELL_ROUTES.map(routePattern);
// the suffix pages render only when the first segment ends in their suffix, exactly
const SUFFIX_PATTERNS = SUFFIX_PAGES.map(({ path, suffix }) => ({ pattern: routePattern(path), suffix }));

/** React Router's decodePath: each segment decoded (an encoded '/' stays %2F); a malformed escape leaves the whole path as it is. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * Whether the shell renders a page of the site for a path, or its 404 page: the
 * server answers the latter with status 404. A page for a name the site does not
 * have (an unknown destination) is still a page here; static-site.ts knows more.
 */
export function isSitePage(pathname: string): boolean {
  const path = decodePath(pathname);
  if (isConsolePath(path)) return true;
  if (SHELL_PATTERNS.some((pattern) => pattern.test(path))) return true;
  const param = (match: RegExpExecArray | null) => (match?.[1] ?? '').replace(/%2F/g, '/');
  return SUFFIX_PATTERNS.some(({ pattern, suffix }) => hasPageSuffix(param(pattern.exec(path)), suffix));
}
