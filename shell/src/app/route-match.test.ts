import { isDestinationDetailsSlug, isDestinationListingSlug, isEnquiryButtonHidden } from './route-match';

describe('destination route segments', () => {
  it('recognises listing slugs by their suffix', () => {
    expect(isDestinationListingSlug('goa-tour-packages')).toBe(true);
    expect(isDestinationListingSlug('andaman-&-nicobar-tour-packages')).toBe(true);
    expect(isDestinationListingSlug('-tour-packages')).toBe(false);
    expect(isDestinationListingSlug('goa-tour-packages-details')).toBe(false);
    expect(isDestinationListingSlug('about-us')).toBe(false);
    expect(isDestinationListingSlug(undefined)).toBe(false);
  });

  it('recognises detail slugs by their suffix', () => {
    expect(isDestinationDetailsSlug('goa-tour-packages-details')).toBe(true);
    expect(isDestinationDetailsSlug('goa-tour-packages')).toBe(false);
  });
});

describe('Enquiry Now visibility', () => {
  it.each([
    '/no-result-found',
    '/goa-tour-packages-details/4days-3nights-goa-beach-escape',
    '/packages-details/4days-3nights-goa-beach-escape',
    '/blog-details/best-time-to-visit-ladakh',
    '/category/Adventure/blog',
    '/enquiry',
    '/enquiry/',
  ])('is hidden on %s', (path) => {
    expect(isEnquiryButtonHidden(path)).toBe(true);
  });

  it.each([
    '/',
    '/about-us',
    '/goa-tour-packages',
    '/themes/honeymoon',
    '/blogs',
    '/category/Adventure',
    '/thank-you',
    '/terms&conditions',
    '/enquiry-form',
    '/no-such-page',
  ])('is shown on %s', (path) => {
    expect(isEnquiryButtonHidden(path)).toBe(false);
  });
});
