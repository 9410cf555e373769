// Which pages hide the floating 'Enquiry Now' button, by their path.
import { hasPageSuffix, SUFFIX_PAGES } from '@safarnama/contracts/site-pages';

const DETAILS_SUFFIX = SUFFIX_PAGES.find((page) => page.page === 'catalogue/PackageDetailPage')!.suffix;

function segments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
}

/**
 * The floating 'Enquiry Now' button is hidden where the page has its own form or
 * nothing to sell: /no-result-found, package details (both URL forms), a blog
 * article, a blog category list and /enquiry itself.
 */
export function isEnquiryButtonHidden(pathname: string): boolean {
  const [first, second, third, ...rest] = segments(pathname);
  if (first === 'no-result-found' || first === 'enquiry') return !second;
  if (first === 'blog-details') return true;
  if (first === 'category') return !!second && third === 'blog' && rest.length === 0;
  if (first === 'packages-details') return !!second && !third;
  return hasPageSuffix(first, DETAILS_SUFFIX) && !!second && !third;
}
