import * as shared from './index';

// The names other packages code against (docs/contracts.md, "@safarnama/shared public surface").
const contractNames = [
  'siteConfig', 'configureApi', 'getRuntimeConfig', 'loadRuntimeConfig',
  'useSiteStore', 'resetSiteStore', 'isInWishlist',
  'api', 'ApiError',
  'detectDeviceType', 'detectBrowser', 'readUtm', 'buildTrackingPayload', 'buildHomeSearchRequest', 'buildEnquiryUtm',
  'formatInr', 'formatDate', 'formatBlogDate', 'toIsoDate', 'monthsFromNow', 'discountFor', 'originalPrice',
  'slugify', 'destinationPath', 'themePath', 'packageDetailPath', 'blogSlug', 'blogNameFromSlug', 'packageNameFromSlug',
  'lazyRemote', 'RemoteArea', 'setRemoteVersions', 'getRemoteVersion',
  'Button', 'Card', 'Badge', 'Ribbon', 'Modal', 'LoadingOverlay', 'GlobalLoadingOverlay', 'Carousel', 'PriceTag',
  'StarRating', 'FormField', 'Spinner', 'FadeIn', 'useMediaQuery', 'usePrefersReducedMotion', 'toastConfig', 'ToastArea',
  'toast', 'sanitizeHtml', 'usePageMeta',
] as const;

it.each(contractNames)('exports %s', (name) => {
  expect(shared[name]).toBeDefined();
});

it('exposes one function per API call of the contract', () => {
  expect(Object.keys(shared.api).sort()).toEqual(
    [
      'addBooking', 'addDirectEnquiry', 'askLuna', 'getActiveCities', 'getCaptcha', 'getCaptchaQuestion', 'getAllCategories', 'getAllCities', 'getBlogByName', 'getBlogs',
      'getDestination', 'getHealth', 'getPackageDetail', 'getPackagePdf', 'getTfn', 'getTrendingDestinations', 'homeSearch',
      'searchByCategory', 'searchDestination', 'sendContactMessage', 'subscribeNewsletter',
    ].sort(),
  );
});
