/**
 * Request and response shapes of our API (docs/contracts.md; the API's zod
 * schemas are the source of truth).
 */

export interface FieldError {
  field: string;
  message: string;
}

/** A successful answer. */
export interface SuccessEnvelope<T> {
  code: 1;
  message: string;
  data: T;
}

/** A refused answer (400, 401, 404, 413, 429, or code 0 with 200). */
export interface FailureEnvelope {
  code: 0;
  message: string;
  data?: null;
  errors?: FieldError[];
}

/** Every answer the server gives; narrow on `code` before reading `data`. */
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** What the client resolves to: the envelope plus the HTTP status it came with. */
export type ApiResult<T> = Envelope<T> & { status: number };

export interface Category {
  id: number;
  name: string;
  imageUrl: string;
}

export interface City {
  id: number;
  name: string;
}

export interface ActiveCity {
  id: number;
  city: string;
}

export interface PackageIncludes {
  meals: boolean;
  hotel: boolean;
  transfer: boolean;
  sightseeing: boolean;
}

export interface PackageSummary {
  id: number;
  name: string;
  slug: string;
  /** HTML */
  description: string;
  image: string;
  imageAltText: string;
  /** INR per person on twin sharing */
  price: number;
  durationDay: number;
  rating: number;
  categoryName: string;
  categories: string[];
  destinationName: string;
  includes: PackageIncludes;
}

/** The spec's "mainPackageResponse". */
export interface DestinationDetail {
  id: number;
  name: string;
  destinationName: string;
  slug: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  bannerImage: string;
  bannerAltText: string;
}

export interface FaqQuestion {
  id: number;
  question: string;
}

export interface FaqAnswer {
  questionId: number;
  answer: string;
}

export interface SearchResult {
  mainPackageResponse: DestinationDetail;
  /** sorted by price ascending */
  packageResponse: PackageSummary[];
  questionResponses: FaqQuestion[];
  answerResponses: FaqAnswer[];
}

export interface ItineraryDay {
  day: number;
  name: string;
  description: string;
  stage: string[];
  accommodation: string;
  hotelName: string;
  image: string;
  imageAltText: string;
}

export interface PackageDetail {
  id: number;
  name: string;
  slug: string;
  image: string;
  imageAltText: string;
  days: number;
  price: number;
  rating: number;
  destinationName: string;
  categoryName: string;
  /** bullet lists, one item per line */
  information: string;
  inclusions: string;
  exclusions: string;
  tourPolicy: string;
  cancellationPolicy: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}

export interface PackageDetailResult {
  packageDetailResponse: PackageDetail;
  itineraryNameResponseList: ItineraryDay[];
}

export interface ThemeCard {
  id: number;
  destinationName: string;
  image: string;
  minPrice: number;
  maxPrice: number;
  packageCount: number;
}

export interface Blog {
  id: number;
  name: string;
  slug: string;
  nameTitle: string;
  /** HTML: sanitise before display */
  description: string;
  imageUrl: string;
  imageAltText: string;
  destinationName: string;
  categoryName: string;
  /** ISO 8601 */
  createdAt: string;
  updatedAt: string;
  authorName: string;
  metaDescription: string;
}

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
  userIp: string;
}

export interface SearchTrackingPayload extends TrackingFields {
  id: 0;
  date: string;
  source: 'online';
  websiteId: 1;
  sourceMedia: 'web';
  pageName: PageName;
}

export interface HomeSearchRequest extends SearchTrackingPayload {
  /** set when a listed city was picked */
  destinationId: number | null;
  /** the typed or picked text */
  destinationName: string;
  /** month label, e.g. "November" */
  date: string;
}

export interface BookingRequest {
  duration: string;
  leadName: string;
  noOfPerson: number;
  packageDetailId: number;
  departureCity: string;
  /** yyyy-mm-dd */
  date: string;
  email: string;
  phone: string;
  productId: 1;
  websiteId: 1;
}

export interface EnquiryUtm {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content?: string;
}

export interface DirectEnquiry extends Partial<EnquiryUtm> {
  name: string;
  phone: string;
  email: string;
  destination: string;
  departureCity: string;
  noOfPeople: number;
  /** yyyy-mm-dd */
  date: string;
  websiteName: string;
  source: 'WEBSITE';
  deviceType?: string;
  browser?: string;
  userIp?: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject?: string;
  message: string;
  source: 'contact' | 'support';
}

export interface TfnData {
  tfnNumber: string;
}

export interface CreatedId {
  id: number;
}

export interface PdfLink {
  pdfUrl: string;
}

export interface NewsletterResult {
  success: true;
}

export interface CityList {
  data: City[];
}

export interface HealthStatus {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}
