import type {
  BrowserName,
  DeviceType,
  EnquiryUtm,
  HomeSearchRequest,
  PageName,
  SearchTrackingPayload,
  TrackingFields,
  UtmValues,
} from '../api/types';

const PHONE_UA = /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobile Safari(?!.*iPad)/i;
const TABLET_UA = /iPad|Tablet|Android|Silk|Kindle|PlayBook|Nexus (7|9|10)/i;

/**
 * mobile for phone user agents, else tablet, else desktop.
 * iPadOS presents itself as a Mac; pass navigator.maxTouchPoints to tell them apart.
 */
export function detectDeviceType(userAgent: string, maxTouchPoints = 0): DeviceType {
  const ua = userAgent || '';
  if (/iPad/i.test(ua)) return 'tablet';
  if (PHONE_UA.test(ua) || /\bMobi/i.test(ua)) return 'mobile';
  if (TABLET_UA.test(ua)) return 'tablet';
  if (/Macintosh/i.test(ua) && maxTouchPoints > 1) return 'tablet';
  return 'desktop';
}

/** Chrome, Safari, Firefox, Edge, IE or unknown. Edge and Chrome carry "Safari" in their UA, so order matters. */
export function detectBrowser(userAgent: string): BrowserName {
  const ua = userAgent || '';
  if (/\bEdge?\/|\bEdg(A|iOS)?\//.test(ua)) return 'Edge';
  if (/MSIE |Trident\//.test(ua)) return 'IE';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/OPR\/|Opera/.test(ua)) return 'unknown';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\/|Mobile\//.test(ua)) return 'Safari';
  return 'unknown';
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
}

/** utm_source, utm_medium, utm_campaign and utm_content of a query string ('' when absent). */
export function readUtm(search: string | URLSearchParams = currentSearch()): UtmValues {
  const params = toParams(search);
  const read = (key: string) => params.get(key)?.trim() ?? '';
  return {
    utmSource: read('utm_source'),
    utmMedium: read('utm_medium'),
    utmCampaign: read('utm_campaign'),
    utmContent: read('utm_content'),
  };
}

/** UTM fields of a direct enquiry from the query string, defaulting to direct / website / enquiry_form. */
export function buildEnquiryUtm(search: string | URLSearchParams = currentSearch()): EnquiryUtm {
  const utm = readUtm(search);
  const result: EnquiryUtm = {
    utm_source: utm.utmSource || 'direct',
    utm_medium: utm.utmMedium || 'website',
    utm_campaign: utm.utmCampaign || 'enquiry_form',
  };
  if (utm.utmContent) result.utm_content = utm.utmContent;
  return result;
}

/** The visitor's IP is not here: the server records the address a request comes from. */
export interface TrackingContext {
  /** the page's query string; defaults to window.location.search */
  search?: string | URLSearchParams;
  /** defaults to navigator.userAgent */
  userAgent?: string;
  /** defaults to navigator.maxTouchPoints (tells an iPad from a Mac) */
  maxTouchPoints?: number;
}

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

function currentTouchPoints(): number {
  return typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints || 0;
}

/** The search-tracking body of the destination search POSTs. */
export function buildTrackingPayload(pageName: PageName, context: TrackingContext = {}): SearchTrackingPayload & TrackingFields {
  const userAgent = context.userAgent ?? currentUserAgent();
  return {
    id: 0,
    date: '',
    deviceType: detectDeviceType(userAgent, context.maxTouchPoints ?? currentTouchPoints()),
    browser: detectBrowser(userAgent),
    source: 'online',
    websiteId: 1,
    sourceMedia: 'web',
    ...readUtm(context.search ?? currentSearch()),
    pageName,
  };
}

export interface HomeSearchInput extends TrackingContext {
  /** set when a listed city was picked, else null */
  destinationId: number | null;
  destinationName: string;
  /** month label, e.g. "November" */
  month: string;
}

/** The home search bar's request body: the tracking fields, the picked city's id and the month label. */
export function buildHomeSearchRequest(input: HomeSearchInput): HomeSearchRequest & TrackingFields {
  const { destinationId, destinationName, month, ...context } = input;
  return {
    ...buildTrackingPayload('HOMEPAGE', context),
    destinationId: destinationId ?? null,
    destinationName: destinationName.trim(),
    date: month,
  };
}
