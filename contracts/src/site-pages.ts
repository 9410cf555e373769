// The site's pages, written once: the shell's router renders them from this table, and
// the server reads it to know which paths are pages (a 404 otherwise) and which
// remote's files a page's HTML asks for first. A page is a remote's exposed module
// ('catalogue/HomePage') or one of the shell's own ('shell/AboutPage').

/** Who renders a page: `<remote>/<exposed module>`, or `shell/<page>` for the shell's own. */
export type PageOwner = `${'catalogue' | 'blogs' | 'enquiry' | 'chat' | 'admin' | 'shell'}/${string}`;

export interface SitePage {
  /** React Router's path syntax: a `:name` is one segment; matched in any case, trailing slashes allowed. */
  path: string;
  page: PageOwner;
}

/** Every page with a path of its own, in the order the shell's router lists them. */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', page: 'catalogue/HomePage' },
  { path: '/about-us', page: 'shell/AboutPage' },
  { path: '/contact-us', page: 'shell/ContactPage' },
  { path: '/disclaimer', page: 'shell/DisclaimerPage' },
  { path: '/terms&conditions', page: 'shell/TermsPage' },
  { path: '/privacy-policy', page: 'shell/PrivacyPolicyPage' },
  { path: '/customer-support', page: 'shell/CustomerSupportPage' },
  { path: '/error', page: 'shell/ErrorPage' },
  { path: '/blogs', page: 'blogs/BlogsPage' },
  { path: '/category/:categoryName/blog', page: 'blogs/BlogCategoryPage' },
  { path: '/blog-details/:slug', page: 'blogs/BlogDetailPage' },
  { path: '/blog-not-found', page: 'blogs/BlogNotFoundPage' },
  { path: '/reviews', page: 'blogs/ReviewsPage' },
  { path: '/themes/:themeName', page: 'catalogue/ThemesPage' },
  { path: '/darshan', page: 'catalogue/DarshanPage' },
  { path: '/details-dev-darshan', page: 'catalogue/DevDarshanDetailsPage' },
  { path: '/no-result-found', page: 'catalogue/NoResultPage' },
  { path: '/sitemap', page: 'catalogue/SitemapPage' },
  { path: '/packages-details/:packageSlug', page: 'catalogue/PackageDetailPage' },
  { path: '/enquiry', page: 'enquiry/EnquiryPage' },
  { path: '/thank-you', page: 'enquiry/ThankYouPage' },
];

export interface SuffixPage extends SitePage {
  /** The first segment names the page only when it ends in this, exactly (and is longer). */
  suffix: string;
}

/**
 * Pages a segment pattern cannot tell apart: the first segment is recognised by its
 * suffix (/goa-tour-packages, /goa-tour-packages-details/...). Any other path is the
 * 404 page.
 */
export const SUFFIX_PAGES: readonly SuffixPage[] = [
  { path: '/:destinationSlug', suffix: '-tour-packages', page: 'catalogue/DestinationPage' },
  { path: '/:destinationSlug/:packageName', suffix: '-tour-packages-details', page: 'catalogue/PackageDetailPage' },
];

/** Whether a path's first segment (decoded) names a page of SUFFIX_PAGES by its suffix. */
export function hasPageSuffix(segment: string | undefined, suffix: string): boolean {
  return !!segment && segment.length > suffix.length && segment.endsWith(suffix);
}

/**
 * The operators' console: every path under it is the admin remote's, routed by the
 * console itself. It is never part of a public page (no preload, no manifest in the
 * page, no server render), never indexed, and not in the sitemap.
 */
export const CONSOLE_PATH = '/admin';
export const CONSOLE_PAGE: PageOwner = 'admin/AdminApp';
/** The remote that holds the console: public pages never load it. */
export const CONSOLE_REMOTE = 'admin';

/** Whether a path is the console's: /admin or anything under it, in any case, as the router matches. */
export function isConsolePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`);
}
