/**
 * The site's business constants: ids, breakpoints, delays and limits.
 * Components import these instead of scattering magic numbers.
 */

export const WEBSITE_ID = 1 as const;
export const PRODUCT_ID = 1 as const;

/** Viewport widths in px. `navbar` is where the hamburger menu takes over. */
export const breakpoints = Object.freeze({
  small: 320,
  tablet: 768,
  navbar: 821,
  desktop: 1024,
  wide: 1280,
});

/** Durations in milliseconds. */
export const timings = Object.freeze({
  heroRotation: 5000,
  carouselInterval: 3000,
  carouselWrapPause: 1000,
  carouselReposition: 50,
  footerOpenDelay: 1000,
  newTabOverlay: 1500,
  wishlistNote: 1500,
  newsletterSuccess: 5000,
  toastAutoClose: 5000,
  themeAutoplay: 2500,
  enquiryRedirect: 1000,
  enquiryBanner: 10_000,
  bookingButtonLock: 10_000,
  quotePopupDelay: 2000,
  sharePanelClose: 300,
  blogSeeMoreDelay: 1000,
  devDarshanBanner: 3000,
  chatWord: 60,
  pendingPdfExpiry: 10 * 60 * 1000,
});

/** Slides per view keyed by the minimum viewport width (swiper `breakpoints`). */
export type SlidesPerViewTable = Readonly<Record<number, number>>;

export const slidesPerView = Object.freeze({
  devotional: Object.freeze({ 320: 1.5, 768: 2, 1024: 3 }),
  trending: Object.freeze({ 320: 1.5, 768: 2, 1024: 3, 1280: 5 }),
  curated: Object.freeze({ 320: 1.5, 768: 2, 1024: 3.5, 1280: 5 }),
}) satisfies Record<string, SlidesPerViewTable>;

export const limits = Object.freeze({
  listingPageSize: 10,
  paginationWindow: 5,
  callBannerEvery: 4,
  listingExcerptWords: 10,
  descriptionTruncate: 500,
  structuredDataDescription: 160,
  offerValidDays: 90,
  faqStep: 5,
  blogStep: 3,
  minPersons: 1,
  maxPersons: 50,
  nameMaxLength: 50,
  cityMaxLength: 50,
  emailMaxLength: 100,
  phoneLength: 10,
  randomCodeLength: 6,
  scrollToTopAfter: 200,
  /** The longest chat message (the API refuses longer: contracts CHAT_MESSAGE_MAX). */
  chatMessageMax: 500,
});

/** Category ids fixed by the spec (footer, navbar). */
export const categoryIds = Object.freeze({
  Wildlife: 1,
  Adventure: 2,
  Family: 3,
  Nature: 4,
  HoneyMoon: 5,
  'Seasonal package': 6,
  Friends: 7,
  'Water activities': 8,
  Religious: 9,
});

export const overlayText = Object.freeze({
  defaultSubtitle: 'Please wait while we prepare your experience...',
});
