// Path rules that React Router's segment patterns cannot express on their own:
// destination listings and details are recognised by a suffix of the first segment.

const LISTING_SUFFIX = '-tour-packages';
const DETAILS_SUFFIX = '-tour-packages-details';

export function isDestinationListingSlug(segment: string | undefined): boolean {
  return !!segment && segment.length > LISTING_SUFFIX.length && segment.endsWith(LISTING_SUFFIX);
}

export function isDestinationDetailsSlug(segment: string | undefined): boolean {
  return !!segment && segment.length > DETAILS_SUFFIX.length && segment.endsWith(DETAILS_SUFFIX);
}

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
  return isDestinationDetailsSlug(first) && !!second && !third;
}
