import { hasPageSuffix, SITE_PAGES, SUFFIX_PAGES } from '@safarnama/contracts/site-pages';
import apps from '../../../apps.json';
import { isEnquiryButtonHidden } from './route-match';

const LISTING = '-tour-packages';
const DETAILS = '-tour-packages-details';

describe('destination route segments', () => {
  it('recognises listing slugs by their suffix', () => {
    expect(hasPageSuffix('goa-tour-packages', LISTING)).toBe(true);
    expect(hasPageSuffix('andaman-&-nicobar-tour-packages', LISTING)).toBe(true);
    expect(hasPageSuffix('-tour-packages', LISTING)).toBe(false);
    expect(hasPageSuffix('goa-tour-packages-details', LISTING)).toBe(false);
    expect(hasPageSuffix('about-us', LISTING)).toBe(false);
    expect(hasPageSuffix(undefined, LISTING)).toBe(false);
  });

  it('recognises detail slugs by their suffix', () => {
    expect(hasPageSuffix('goa-tour-packages-details', DETAILS)).toBe(true);
    expect(hasPageSuffix('goa-tour-packages', DETAILS)).toBe(false);
  });
});

describe("the site's page table", () => {
  it('names only modules their remote exposes (apps.json), or pages of the shell', () => {
    const remotes = apps.remotes as Record<string, { exposes: Record<string, string> }>;
    const unknown = [...SITE_PAGES, ...SUFFIX_PAGES]
      .map(({ page }) => page)
      .filter((page) => {
        const [owner, name] = page.split('/') as [string, string];
        return owner !== 'shell' && !(name in (remotes[owner]?.exposes ?? {}));
      });
    expect(unknown).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = [...SITE_PAGES, ...SUFFIX_PAGES].map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('Enquiry Now visibility', () => {
  it.each([
    '/no-result-found',
    '/goa-tour-packages-details/4days-3nights-goa-beach-escape',
    '/packages-details/4days-3nights-goa-beach-escape',
    '/blog-details/best-time-to-visit-ladakh',
    '/category/Adventure/blog', '/enquiry', '/enquiry/',
  ])('is hidden on %s', (path) => {
    expect(isEnquiryButtonHidden(path)).toBe(true);
  });

  it.each([
    '/', '/about-us', '/goa-tour-packages', '/themes/honeymoon', '/blogs',
    '/category/Adventure', '/thank-you', '/terms&conditions', '/enquiry-form', '/no-such-page',
  ])('is shown on %s', (path) => {
    expect(isEnquiryButtonHidden(path)).toBe(false);
  });
});
