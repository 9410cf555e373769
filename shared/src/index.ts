/**
 * @safarnama/shared: the only public surface of the shared library.
 * Apps import from '@safarnama/shared' and nothing deeper.
 */
import './styles/tokens.css';
import './styles/focus.css';
// Poppins, self-hosted from npm (see fonts.css); imported as CSS (not through a .ts
// module) because package.json marks only *.css as side effects.
import './styles/fonts.css';

// Config
export { siteConfig, formatPhone, phoneHref } from './config/site-config';
export type { SiteConfig, SocialLinks } from './config/site-config';
export {
  WEBSITE_ID,
  PRODUCT_ID,
  breakpoints,
  timings,
  slidesPerView,
  limits,
  categoryIds,
} from './config/constants';
export type { SlidesPerViewTable } from './config/constants';
export { configureApi, getRuntimeConfig, loadRuntimeConfig } from './config/runtime-config';
export { siteOrigin } from './config/site-origin';
export type { RuntimeConfig } from './config/runtime-config';

// Store
export { useSiteStore, resetSiteStore, SITE_STORE_KEY } from './store/site-store';
export { usePhoneNumber } from './store/use-phone-number';
export { isInWishlist } from './store/wishlist-slice';
export type { SiteState } from './store/site-state';
export type { SiteSlice, OverlayState } from './store/site-slice';
export type { WishlistSlice } from './store/wishlist-slice';
export type { EnquirySlice, EnquiryPrefill } from './store/enquiry-slice';
export type { ChatSlice } from './store/chat-slice';

// API client
export { api, takePrimedSearch } from './api/api';
export type { Api } from './api/api';
export { ApiError, isApiError, isServiceUnavailable } from './api/api-error';
export { useApiQuery, ApiRefusal } from './api/use-api-query';
export { callApi, apiUrl } from './api/console-calls';
export type { ApiCall, ApiAnswer } from './api/console-calls';
export { primeResponses } from './api/primed-responses';
export type { QueryState, QueryStatus, QueryOptions } from './api/use-api-query';
export type { ApiErrorKind } from './api/api-error';
export type { CallOptions } from './api/http-client';
export type { LeadOptions } from './api/send-lead';
// every request and answer shape of the API (types only: from the contract package)
export type * from './api/types';

// Tracking
export {
  detectDeviceType,
  detectBrowser,
  readUtm,
  buildTrackingPayload,
  buildHomeSearchRequest,
  buildEnquiryUtm,
} from './tracking/tracking';
export type { TrackingContext, HomeSearchInput } from './tracking/tracking';

// Format
export {
  formatInr,
  formatDate,
  formatBlogDate,
  toIsoDate,
  monthsFromNow,
  discountFor,
  originalPrice,
  MONTH_NAMES,
} from './format/format';

export { delay } from './lib/delay';

// Navigation state between packages
export { NO_RESULT_PATH, noResultState } from './navigation/navigation-state';
export type { ListingNavigationState, NoResultState, ThemeNavigationState } from './navigation/navigation-state';
export { useOpenTheme } from './navigation/use-open-theme';
export type { ThemeChoice } from './navigation/use-open-theme';

// HTML from the API
export { sanitizeHtml, useSanitizedHtml, stripHtml, truncateText, firstWords, splitBullets } from './html/html';

// Slugs
export {
  slugify,
  destinationPath,
  destinationNameFromSlug,
  themePath,
  themeSlug,
  packageDetailPath,
  packageSlug,
  packageNameFromSlug,
  blogSlug,
  blogPath,
  blogNameFromSlug,
} from './slug/slug';
export type { PackageRef } from './slug/slug';
// the nine blog categories and their list URLs, as the server names them too
export {
  blogCategoryList,
  blogCategoryLabel,
  blogCategorySlug,
  blogCategoryPath,
  blogCategoryFromSegment,
} from '@safarnama/contracts/blog-categories';
export type { BlogCategory, BlogCategoryName } from '@safarnama/contracts/blog-categories';

// Our generated artwork and search engines' structured data
export { artSize, artSlug, artUrl } from './art/art';
export type { ArtKind } from './art/art';
export { JsonLd } from './seo/json-ld';
export { breadcrumbListJsonLd } from './seo/breadcrumbs';
export { Breadcrumbs } from './seo/breadcrumbs-nav';
export type { Crumb } from './seo/breadcrumbs';

// Remote loading
export { lazyRemote, preloadRemote, reloadRemote, setRemoteRetryHook, RemoteLoadError } from './remote/lazy-remote';
export type { RemoteRetryHook } from './remote/lazy-remote';
export { RemoteArea, RemoteUnavailable, REMOTE_UNAVAILABLE_MESSAGE } from './remote/remote-area';
export type { RemoteAreaProps, RemoteUnavailableProps } from './remote/remote-area';
export { setRemoteVersions, getRemoteVersion } from './remote/remote-versions';
export { announcePinsChanged } from './remote/remote-pins-changed';
export { setRemoteOutcomeReporter, reportRemoteOutcome } from './remote/remote-outcomes';
export type { RemoteOutcomeReporter } from './remote/remote-outcomes';
export { mountStandalone } from './remote/standalone';
export type { RemoteVersionMap } from './remote/remote-versions';

// Design system
export { cx } from './ui/cx';
export { Button } from './ui/button/button';
export { ButtonLink } from './ui/button-link/button-link';
export type { ButtonLinkProps } from './ui/button-link/button-link';
export { PhoneLink } from './ui/phone-link/phone-link';
export type { PhoneLinkProps } from './ui/phone-link/phone-link';
export type { ButtonProps, ButtonVariant, ButtonSize, ButtonAsButtonProps, ButtonAsLinkProps } from './ui/button/button';
export { Card } from './ui/card/card';
export type { CardProps } from './ui/card/card';
export { Badge, Ribbon } from './ui/badge/badge';
export type { BadgeProps, BadgeTone, RibbonProps } from './ui/badge/badge';
export { Modal } from './ui/modal/modal';
export { inertOutside, useInertOutside, STAYS_LIVE_ATTRIBUTE } from './ui/modal/inert-outside';
export type { ModalProps } from './ui/modal/modal';
export { LoadingOverlay, GlobalLoadingOverlay } from './ui/loading-overlay/loading-overlay';
export type { LoadingOverlayProps } from './ui/loading-overlay/loading-overlay';
export { Carousel } from './ui/carousel/carousel';
export type { CarouselProps } from './ui/carousel/carousel';
export { PriceTag } from './ui/price-tag/price-tag';
export type { PriceTagProps } from './ui/price-tag/price-tag';
export { StarRating } from './ui/star-rating/star-rating';
export type { StarRatingProps } from './ui/star-rating/star-rating';
export { FormField } from './ui/form-field/form-field';
export type {
  FormFieldProps,
  FieldControlProps,
  InputFieldProps,
  SelectFieldProps,
  SelectOption,
  TextareaFieldProps,
  RenderFieldProps,
} from './ui/form-field/form-field';
export { Combobox, filterOptions } from './ui/combobox/combobox';
export type { ComboboxOption, ComboboxProps } from './ui/combobox/combobox';
export { Spinner } from './ui/spinner/spinner';
export { VisuallyHidden } from './ui/visually-hidden/visually-hidden';
export { warmBotCheck } from './api/lead-write';
export type { VisuallyHiddenProps } from './ui/visually-hidden/visually-hidden';
export type { SpinnerProps } from './ui/spinner/spinner';
export { FadeIn } from './ui/fade-in/fade-in';
export type { FadeInProps } from './ui/fade-in/fade-in';
export { useMediaQuery, usePrefersReducedMotion } from './ui/hooks/use-media-query';
export { useTypingOnPhone } from './ui/hooks/use-typing-on-phone';
export { pageTitle, usePageMeta, type PageMetaOptions } from './ui/hooks/use-page-meta';
export { afterPagePainted, markPageReady, onPageReady, whenIdle } from './ui/hooks/page-ready';
export { useIdleAfterPage } from './ui/hooks/use-idle-after-page';
export { setOnServerRenderedPage, useStartedOnServer } from './ui/hooks/use-started-on-server';
export { useNearViewport } from './ui/hooks/use-near-viewport';
export { useOverlayAction } from './ui/hooks/use-overlay-action';
export type { OverlayText, OverlayActionContext } from './ui/hooks/use-overlay-action';
export { toastConfig, toastConfigFor, ToastArea } from './ui/toast/toast-config';
export type { ToastAreaProps, ToastPosition } from './ui/toast/toast-config';
// One react-toastify for every remote, so a toast raised anywhere reaches the shell's container.
export { toast } from './ui/toast/toast';
