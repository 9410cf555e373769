/**
 * The shapes of our API's calls, from the contract package (@safarnama/contracts,
 * the zod schemas the API validates and serialises with). `import type` only:
 * the schemas stay on the server and no zod reaches the browser. What a client
 * sends is the schema's input type; what it receives, the schema's output type.
 */
import type {
  BookingRequestInput,
  ContactMessageInput,
  DirectEnquiryInput,
  ErrorEnvelope,
  HomeSearchInput,
  SearchTrackingInput,
} from '@safarnama/contracts';

export type {
  ActiveCity,
  ChatAnswer,
  ChatQuote,
  Blog,
  CaptchaChallenge,
  CaptchaQuestion,
  BotCheckChallenge,
  Category,
  City,
  CityListData as CityList,
  CreatedId,
  DestinationDetail,
  FaqAnswer,
  FaqQuestion,
  FieldError,
  HealthStatus,
  ItineraryDay,
  NewsletterResult,
  PackageDetail,
  PackageDetailResult,
  PackageIncludes,
  PackageSummary,
  PdfLink,
  SearchResult,
  TfnData,
  ThemeCard,
  TravelGuide,
  TravelSeason,
} from '@safarnama/contracts';

export type BookingRequest = BookingRequestInput;
export type DirectEnquiry = DirectEnquiryInput;
export type ContactMessage = ContactMessageInput;
export type SearchTrackingPayload = SearchTrackingInput;
export type HomeSearchRequest = HomeSearchInput;

/** A successful answer. */
export interface SuccessEnvelope<T> {
  code: 1;
  message: string;
  data: T;
}

/** A refused answer (400, 401, 404, 413, 429, or code 0 with 200). */
export type FailureEnvelope = ErrorEnvelope;

/** Every answer the server gives; narrow on `code` before reading `data`. */
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** What the client resolves to: the envelope plus the HTTP status it came with. */
export type ApiResult<T> = Envelope<T> & { status: number };

// ---- the client's own vocabulary (what it puts into the tracking fields)

export interface BlogFilter {
  categoryId?: number | null;
  destinationId?: number | null;
}

export type DeviceType = 'desktop' | 'mobile' | 'tablet';
export type BrowserName = 'Chrome' | 'Safari' | 'Firefox' | 'Edge' | 'IE' | 'unknown';
export type PageName = 'HOMEPAGE' | 'LISTING_PAGE' | 'THEMES_PAGE';

export interface UtmValues {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmContent: string;
}

export interface TrackingFields extends UtmValues {
  deviceType: DeviceType;
  browser: string;
}

export interface EnquiryUtm {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content?: string;
}
