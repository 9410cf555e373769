import { getRuntimeConfig } from '../config/runtime-config';
import { afterPagePainted } from '../ui/hooks/page-ready';
import { send, sendSearch, type CallOptions } from './http-client';
import { sendLead } from './lead-write';
import type { LeadOptions } from './send-lead';
import { settledPromise } from './settled-promise';
import { askLuna } from './luna';
import { takePrimedResponse } from './primed-responses';
import type {
  ActiveCity,
  ApiResult,
  Blog,
  BlogFilter,
  BookingRequest,
  CaptchaChallenge,
  CaptchaQuestion,
  Category,
  City,
  CityList,
  ContactMessage,
  CreatedId,
  DirectEnquiry,
  HealthStatus,
  HomeSearchRequest,
  NewsletterResult,
  PackageDetailResult,
  PdfLink,
  SearchResult,
  SearchTrackingPayload,
  TfnData,
  ThemeCard,
} from './types';

const websiteId = () => getRuntimeConfig().websiteId;

/** A GET; `params` go in the query string beside the authCode every call carries. */
function get<T>(url: string, options: CallOptions, params?: Record<string, unknown>): Promise<ApiResult<T>> {
  return send({ method: 'GET', url, params, signal: options.signal });
}

/** GET /tfn/get-by-website-id/:websiteId: the phone number to show. */
function getTfn(options: CallOptions = {}): Promise<ApiResult<TfnData>> {
  const id = websiteId();
  return get(`/tfn/get-by-website-id/${id}`, options, { websiteId: id });
}

function getAllCategories(options: CallOptions = {}): Promise<ApiResult<Category[]>> {
  return get('/package/get-all-category', options);
}

/** Theme cards of one category (name matched loosely by the server). */
function searchByCategory(categoryName: string, options: CallOptions = {}): Promise<ApiResult<ThemeCard[]>> {
  return get('/package/search-by-category', options, { websiteId: websiteId(), categoryName });
}

/** `data.data` is the city list (the spec's shape). */
function getAllCities(options: CallOptions = {}): Promise<ApiResult<CityList>> {
  return get('/package/get-all-cities', options);
}

/** The blogs page's fifty trending destinations (id, name), in display order. */
function getTrendingDestinations(options: CallOptions = {}): Promise<ApiResult<City[]>> {
  return get('/package/trending-destinations', options);
}

function getActiveCities(options: CallOptions = {}): Promise<ApiResult<ActiveCity[]>> {
  return get('/package/cities-active', options);
}

/** POST /package/search: the home search bar (stores a tracking row). */
function homeSearch(request: HomeSearchRequest, options: CallOptions = {}): Promise<ApiResult<SearchResult>> {
  return sendSearch({ method: 'POST', url: '/package/search', data: request, signal: options.signal });
}

/**
 * POST /package/search-main-package-and-sub-package: a destination's packages, with a
 * tracking row. When index.html already carries the answer (primed-responses.ts),
 * the page paints from it and the search is recorded once the page has rendered.
 */
function searchDestination(
  destinationName: string,
  payload: SearchTrackingPayload,
  options: CallOptions = {},
): Promise<ApiResult<SearchResult>> {
  const primed = takePrimedSearch(destinationName, payload);
  if (primed) return settledPromise({ code: 1, message: 'Success', data: primed, status: 200 });
  return sendSearch({ method: 'POST', url: SEARCH_URL, params: { destinationName }, data: payload, signal: options.signal });
}

const SEARCH_URL = '/package/search-main-package-and-sub-package';

/**
 * The destination search's answer when index.html carried it (primed-responses.ts),
 * at once and only once, else null. A listing takes it while rendering, so that it
 * renders with its first pass instead of after a loading pass. The search is still
 * recorded, with `payload`, once the page has painted.
 */
export function takePrimedSearch(destinationName: string, payload: SearchTrackingPayload): SearchResult | null {
  const params = { destinationName };
  const primed = takePrimedResponse(SEARCH_URL, params) as ApiResult<SearchResult> | undefined;
  if (primed?.code !== 1) return null;
  const record = () =>
    sendSearch({ method: 'POST', url: SEARCH_URL, params, data: payload }).catch((error: unknown) =>
      console.error(`[api] the search for "${destinationName}" could not be recorded`, error),
    );
  // after the page has painted, when the browser is idle: the record is not what the visitor waits for
  afterPagePainted(() => void record(), 2000);
  return primed.data;
}

/** GET /package/search-main-package-and-sub-package: the same result without tracking. */
function getDestination(destinationName: string, options: CallOptions = {}): Promise<ApiResult<SearchResult>> {
  return get(SEARCH_URL, options, { websiteId: websiteId(), destinationName });
}

/** packageName: the title-cased name, see packageNameFromSlug(). */
function getPackageDetail(packageName: string, options: CallOptions = {}): Promise<ApiResult<PackageDetailResult>> {
  return get('/package/get-package-detail-and-itinerary', options, { packageName });
}

function getPackagePdf(packageName: string, options: CallOptions = {}): Promise<ApiResult<PdfLink>> {
  return get(`/package/package-pdf/${encodeURIComponent(packageName)}`, options);
}

/** The package page's booking form. Every lead write carries a solved bot check (send-lead.ts). */
function addBooking(request: BookingRequest, options: LeadOptions = {}): Promise<ApiResult<CreatedId>> {
  return sendLead({ method: 'POST', url: '/request-book/add', data: request }, options);
}

/** The enquiry popup, enquiry page, themes quote popup and Luna's quote. */
function addDirectEnquiry(request: DirectEnquiry, options: LeadOptions = {}): Promise<ApiResult<CreatedId>> {
  return sendLead({ method: 'POST', url: '/request-book/add-direct', data: request }, options);
}

/** Blogs newest first; both filters optional. */
function getBlogs(filter: BlogFilter = {}, options: CallOptions = {}): Promise<ApiResult<Blog[]>> {
  const params: Record<string, number> = {};
  if (filter.categoryId != null) params.categoryId = filter.categoryId;
  if (filter.destinationId != null) params.destinationId = filter.destinationId;
  return get('/blog/get-all', options, params);
}

/** blogName: the slug with hyphens as spaces, see blogNameFromSlug(). */
function getBlogByName(blogName: string, options: CallOptions = {}): Promise<ApiResult<Blog>> {
  return get('/blog/search-by-blog-name', options, { websiteId: websiteId(), blogName });
}

function subscribeNewsletter(email: string, accessKey?: string, options: LeadOptions = {}): Promise<ApiResult<NewsletterResult>> {
  const data = accessKey ? { email, accessKey } : { email };
  return sendLead({ method: 'POST', url: '/newsletter/subscribe', data }, options);
}

/**
 * GET /contact/captcha: a new challenge for the contact and support forms (its id
 * and its code as a picture). The server checks the answer, once, in sendContactMessage.
 */
function getCaptcha(options: CallOptions = {}): Promise<ApiResult<CaptchaChallenge>> {
  return get('/contact/captcha', options);
}

/** The picture's accessible alternative: a sum in words, which then becomes the challenge's answer. */
function getCaptchaQuestion(captchaId: string, options: CallOptions = {}): Promise<ApiResult<CaptchaQuestion>> {
  return get(`/contact/captcha/${encodeURIComponent(captchaId)}/question`, options);
}

/** The contact and support forms; `captchaId` and `captcha` answer a challenge from getCaptcha(). */
function sendContactMessage(message: ContactMessage, options: LeadOptions = {}): Promise<ApiResult<CreatedId>> {
  return sendLead({ method: 'POST', url: '/contact', data: message }, options);
}

function getHealth(options: CallOptions = {}): Promise<ApiResult<HealthStatus>> {
  return get('/health', options);
}

/** One typed function per call of the API (docs/contracts.md). */
export const api = Object.freeze({
  getTfn,
  getAllCategories,
  searchByCategory,
  getAllCities,
  getActiveCities,
  getTrendingDestinations,
  homeSearch,
  searchDestination,
  getDestination,
  getPackageDetail,
  getPackagePdf,
  addBooking,
  addDirectEnquiry,
  getBlogs,
  getBlogByName,
  subscribeNewsletter,
  getCaptcha,
  getCaptchaQuestion,
  sendContactMessage,
  getHealth,
  askLuna,
});

export type Api = typeof api;
