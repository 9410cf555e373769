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
export { siteConfig, formatPhone, phoneHref, type SiteConfig, type SocialLinks } from './config/site-config';
export {
  WEBSITE_ID,
  PRODUCT_ID,
  breakpoints,
  timings,
  slidesPerView,
  limits,
  categoryIds,
  type SlidesPerViewTable,
} from './config/constants';
export { configureApi, getRuntimeConfig, loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export { siteOrigin } from './config/site-origin';

// Store
export { useSiteStore, resetSiteStore, SITE_STORE_KEY } from './store/site-store';
export { usePhoneNumber } from './store/use-phone-number';
export { isInWishlist, type WishlistSlice } from './store/wishlist-slice';
export type { SiteState } from './store/site-state';
export type { SiteSlice, OverlayState } from './store/site-slice';
export type { EnquirySlice, EnquiryPrefill } from './store/enquiry-slice';
export type { ChatSlice } from './store/chat-slice';

// API client
export { api, takePrimedSearch, type Api } from './api/api';
export { ApiError, isApiError, isServiceUnavailable, type ApiErrorKind } from './api/api-error';
export { useApiQuery, ApiRefusal, type QueryState, type QueryStatus, type QueryOptions } from './api/use-api-query';
export { callApi, apiUrl, type ApiCall, type ApiAnswer } from './api/console-calls';
export { primeResponses } from './api/primed-responses';
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
  type TrackingContext,
  type HomeSearchInput,
} from './tracking/tracking';

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
export { useOpenTheme, type ThemeChoice } from './navigation/use-open-theme';

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
  type PackageRef,
} from './slug/slug';
// the nine blog categories and their list URLs, as the server names them too
export {
  blogCategoryList,
  blogCategoryLabel,
  blogCategorySlug,
  blogCategoryPath,
  blogCategoryFromSegment,
  type BlogCategory,
  type BlogCategoryName,
} from '@safarnama/contracts/blog-categories';

// Our generated artwork and search engines' structured data
export { artSize, artSlug, artUrl, type ArtKind } from './art/art';
export { ArtImage, type ArtImageProps } from './art/art-image';
export { JsonLd } from './seo/json-ld';
export { breadcrumbListJsonLd, type Crumb } from './seo/breadcrumbs';
export { Breadcrumbs } from './seo/breadcrumbs-nav';

// Remote loading
export { lazyRemote, preloadRemote, reloadRemote, setRemoteRetryHook, RemoteLoadError } from './remote/lazy-remote';
export type { RemoteRetryHook } from './remote/lazy-remote';
export { RemoteArea, RemoteUnavailable, REMOTE_UNAVAILABLE_MESSAGE } from './remote/remote-area';
export type { RemoteAreaProps, RemoteUnavailableProps } from './remote/remote-area';
export { setRemoteVersions, getRemoteVersion, type RemoteVersionMap } from './remote/remote-versions';
export { announcePinsChanged } from './remote/remote-pins-changed';
export { setRemoteOutcomeReporter, reportRemoteOutcome, type RemoteOutcomeReporter } from './remote/remote-outcomes';
export { mountStandalone } from './remote/standalone';

// Design system
export { cx } from './ui/cx';
export { Button } from './ui/button/button';
export { ButtonLink, type ButtonLinkProps } from './ui/button-link/button-link';
export { PhoneLink, type PhoneLinkProps } from './ui/phone-link/phone-link';
export type { ButtonProps, ButtonVariant, ButtonSize, ButtonAsButtonProps, ButtonAsLinkProps } from './ui/button/button';
export { Card, type CardProps } from './ui/card/card';
export { Badge, Ribbon, type BadgeProps, type BadgeTone, type RibbonProps } from './ui/badge/badge';
export { Modal, type ModalProps } from './ui/modal/modal';
export { inertOutside, useInertOutside, STAYS_LIVE_ATTRIBUTE } from './ui/modal/inert-outside';
export { LoadingOverlay, GlobalLoadingOverlay, type LoadingOverlayProps } from './ui/loading-overlay/loading-overlay';
export { Carousel, type CarouselProps } from './ui/carousel/carousel';
export { ArrowButton, type ArrowButtonProps } from './ui/carousel/arrow-button';
export { PriceTag, type PriceTagProps } from './ui/price-tag/price-tag';
export { StarRating, type StarRatingProps } from './ui/star-rating/star-rating';
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
export { Combobox, filterOptions, type ComboboxOption, type ComboboxProps } from './ui/combobox/combobox';
export { Spinner, type SpinnerProps } from './ui/spinner/spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './ui/visually-hidden/visually-hidden';
export { warmBotCheck } from './api/lead-write';
export { FadeIn, type FadeInProps } from './ui/fade-in/fade-in';
export { useMediaQuery, usePrefersReducedMotion } from './ui/hooks/use-media-query';
export { useTypingOnPhone } from './ui/hooks/use-typing-on-phone';
export { pageTitle, usePageMeta, type PageMetaOptions } from './ui/hooks/use-page-meta';
export { afterPagePainted, markPageReady, onPageReady, whenIdle } from './ui/hooks/page-ready';
export { useIdleAfterPage } from './ui/hooks/use-idle-after-page';
export { setOnServerRenderedPage, useStartedOnServer } from './ui/hooks/use-started-on-server';
export { useNearViewport } from './ui/hooks/use-near-viewport';
export { useOverlayAction, type OverlayText, type OverlayActionContext } from './ui/hooks/use-overlay-action';
export { toastConfig, toastConfigFor, ToastArea, type ToastAreaProps, type ToastPosition } from './ui/toast/toast-config';
// One react-toastify for every remote, so a toast raised anywhere reaches the shell's container.
export { toast } from './ui/toast/toast';
