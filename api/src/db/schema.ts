// One interface per table; the `Database` interface types every Kysely query.
// Booleans are stored as 0/1 integers and timestamps as ISO 8601 text so that the
// same migrations and queries work on SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { LeadWorkTables } from './tables/lead-work-tables';
import type { OperatorTables } from './tables/operator-tables';
import type { PrivacyTables } from './tables/privacy-tables';

export interface CategoryTable {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_alt_text: string;
}

export interface DestinationTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_key: string;
  slug_key: string;
  state: string;
  landscape: string;
  popular: number;
  trending: number;
  description: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  banner_alt_text: string;
  content_hash: string;
  updated_at: string;
  /** When and by whom an operator last edited the row; db:seed leaves an edited row alone. */
  edited_at: string | null;
  edited_by: number | null;
}

export interface DestinationFaqTable {
  id: Generated<number>;
  destination_id: number;
  position: number;
  question: string;
  answer: string;
}

/** A destination's travel guide: the contract's TravelGuide as JSON text (db:seed writes it). */
export interface DestinationGuideTable {
  destination_id: number;
  guide: string;
}

export interface PackageTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_key: string;
  slug_key: string;
  destination_id: number;
  primary_category_id: number;
  days: number;
  price: number;
  /** The hotel category the package stays in (3, 4 or 5 stars), 0 for a day trip: not a guest rating. */
  rating: number;
  description: string;
  information: string;
  inclusions: string; // one item per line
  exclusions: string;
  tour_policy: string;
  cancellation_policy: string;
  includes_meals: number;
  includes_hotel: number;
  includes_transfer: number;
  includes_sightseeing: number;
  image_alt_text: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  /** Hash of the package and its itinerary: drives the PDF version. */
  content_hash: string;
  updated_at: string;
  /** 0: taken off the site by an operator (not listed, its page answers 404). */
  active: Generated<number>;
  /** When and by whom an operator last edited the row; db:seed leaves an edited row alone. */
  edited_at: string | null;
  edited_by: number | null;
}

export interface PackageCategoryTable {
  package_id: number;
  category_id: number;
  position: number;
}

export interface ItineraryDayTable {
  id: Generated<number>;
  package_id: number;
  day: number;
  name: string;
  description: string;
  stages: string; // JSON array of strings
  accommodation: string;
  hotel_name: string;
  image_alt_text: string;
}

export interface BlogCategoryTable {
  id: number;
  name: string;
}

export interface BlogTable {
  id: Generated<number>;
  slug: string;
  slug_key: string;
  name: string;
  name_title: string;
  description_html: string;
  destination_id: number | null;
  category_id: number;
  author_name: string;
  meta_description: string;
  image_alt_text: string;
  created_at: string;
  updated_at: string;
  /** The Markdown the body is written in ('' for a row stored before it was kept); description_html is rendered from it. */
  body_markdown: Generated<string>;
  /** When and by whom an operator last edited the row; db:seed leaves an edited row alone. */
  edited_at: string | null;
  edited_by: number | null;
}

/** One message of a Luna conversation; phone numbers and email addresses are masked. */
export interface ChatMessageTable {
  id: Generated<number>;
  session_id: string;
  sender: 'user' | 'bot';
  text: string;
  client_ip: Generated<string>;
  created_at: string;
}

export interface TfnTable {
  website_id: number;
  tfn_number: string;
  /** When and by whom an operator last edited the row; db:seed leaves an edited row alone. */
  edited_at: string | null;
  edited_by: number | null;
}

export interface EnquiryTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  destination: string;
  departure_city: string;
  no_of_people: number;
  travel_date: string;
  website_name: string;
  source: string;
  device_type: string;
  browser: string;
  user_ip: string;
  server_ip: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  /** The Luna chat session the enquiry came from ('Get a custom quote'), else ''. */
  chat_session_id: Generated<string>;
  /** How the traveller wants to be contacted: 'phone', 'whatsapp', 'email', comma-separated in that order. */
  contact_preference: string;
  created_at: string;
}

export interface BookingRequestTable {
  id: Generated<number>;
  package_id: number;
  duration: string;
  lead_name: string;
  no_of_person: number;
  departure_city: string;
  travel_date: string;
  email: string;
  phone: string;
  product_id: number;
  website_id: number;
  server_ip: string;
  /** How the traveller wants to be contacted: 'phone', 'whatsapp', 'email', comma-separated in that order. */
  contact_preference: string;
  created_at: string;
}

export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  email: string;
  access_key: string;
  server_ip: string;
  created_at: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  source: string;
  server_ip: string;
  /** How the traveller wants to be contacted: 'phone', 'whatsapp', 'email', comma-separated in that order. */
  contact_preference: string;
  created_at: string;
}

export interface SearchEventTable {
  id: Generated<number>;
  page_name: string;
  destination_query: string;
  destination_id: number | null;
  found: number;
  month: string;
  device_type: string;
  browser: string;
  user_ip: string;
  server_ip: string;
  source: string;
  source_media: string;
  website_id: number;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  created_at: string;
  /** The request's Idempotency-Key (unique): a retried search adds no row. */
  idempotency_key: string | null;
}

export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  status_code: number;
  response_body: string;
  /** sha256 of the validated request ('' for keys stored before it was recorded). */
  request_hash: Generated<string>;
  created_at: string;
}

/** A captcha code issued to a contact or support form; its first answer spends it (used_at). */
export interface CaptchaChallengeTable {
  /** random and unguessable: the answer names its challenge by it */
  id: string;
  code: string;
  created_at: string;
  used_at: string | null;
}

/** A proof-of-work challenge already spent on a lead (by its HMAC signature); kept until it expires. */
export interface BotCheckSpentTable {
  signature: string;
  expires_at: string;
  spent_at: string;
}

export interface ItineraryPdfTable {
  package_id: number;
  version: string;
  pdf: Buffer;
  created_at: string;
}

export interface RateLimitTable {
  key: string;
  window_start: number | string; // bigint: PostgreSQL returns it as a string
  hits: number;
}

export interface Database extends OperatorTables, LeadWorkTables, PrivacyTables {
  categories: CategoryTable;
  destinations: DestinationTable;
  destination_faqs: DestinationFaqTable;
  destination_guides: DestinationGuideTable;
  packages: PackageTable;
  package_categories: PackageCategoryTable;
  itinerary_days: ItineraryDayTable;
  blog_categories: BlogCategoryTable;
  blogs: BlogTable;
  tfn_numbers: TfnTable;
  enquiries: EnquiryTable;
  booking_requests: BookingRequestTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  contact_messages: ContactMessageTable;
  search_events: SearchEventTable;
  idempotency_keys: IdempotencyKeyTable;
  captcha_challenges: CaptchaChallengeTable;
  bot_checks_spent: BotCheckSpentTable;
  itinerary_pdfs: ItineraryPdfTable;
  rate_limits: RateLimitTable;
  chat_messages: ChatMessageTable;
  remote_versions: RemoteVersionTable;
  remote_pins: RemotePinTable;
  release_events: ReleaseEventTable;
  remote_health: RemoteHealthTable;
  release_health_reports: ReleaseHealthReportTable;
  release_tokens: ReleaseTokenTable;
  release_files: ReleaseFileTable;
  lead_deliveries: LeadDeliveryTable;
}

/** A published remote version: integrity and build_info are JSON text. */
export interface RemoteVersionTable {
  remote: string;
  version: string;
  integrity: string;
  build_info: string;
  published_at: string;
  published_by: string;
  /** Where browsers load it from when not this server (a CDN origin); null for this server. */
  origin: string | null;
}

/** What is live for a remote; previous is a JSON array of earlier pins, newest last. */
export interface RemotePinTable {
  remote: string;
  version: string;
  previous: Generated<string>;
  canary_version: string | null;
  canary_percent: number | null;
  canary_started_at: string | null;
  updated_at: string;
}

export interface ReleaseEventTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: string;
  remote: string;
  from_version: string | null;
  to_version: string | null;
  detail: Generated<string>;
  reason: Generated<string>;
}

/** Load outcomes of one remote version in one minute (minutes since the epoch). */
export interface RemoteHealthTable {
  remote: string;
  version: string;
  minute: number;
  loads: number;
  failures: number;
}

/** One visitor's outcome of one remote version in one window (`run`: a canary's start, or a clock hour). */
export interface ReleaseHealthReportTable {
  remote: string;
  version: string;
  run: string;
  /** A keyed hash of the visitor id (releases/release-assignment.ts). */
  visitor: string;
  /** 1 rendered, 0 failed. */
  ok: number;
  /** When it arrived, in minutes since the epoch. */
  minute: number;
}

/** A release API credential: remotes and actions are JSON arrays; only the token's SHA-256 is kept. */
export interface ReleaseTokenTable {
  id: Generated<number>;
  owner: string;
  role: string;
  remotes: string;
  actions: string;
  token_hash: string;
  created_at: string;
  created_by: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** One file of a published version (RELEASE_FILES=database); path is relative to the version's folder. */
export interface ReleaseFileTable {
  remote: string;
  version: string;
  path: string;
  content: Buffer;
}

export type DestinationRow = Selectable<DestinationTable>;
export type PackageRow = Selectable<PackageTable>;
export type ItineraryDayRow = Selectable<ItineraryDayTable>;
export type BlogRow = Selectable<BlogTable>;
export type NewEnquiry = Insertable<EnquiryTable>;
export type NewBookingRequest = Insertable<BookingRequestTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
export type NewSearchEvent = Insertable<SearchEventTable>;

/** A lead's delivery on one channel (the outbox; migrations/20261127130000_lead_deliveries.ts). */
export interface LeadDeliveryTable {
  id: Generated<number>;
  /** What the receiver sees on every attempt (a UUID), so that it can drop a repeat. */
  delivery_id: string;
  lead_kind: 'enquiry' | 'booking' | 'contact';
  lead_id: number;
  channel: 'webhook' | 'business_email' | 'traveller_email';
  /** JSON: the lead as it was stored, what every attempt sends. */
  payload: string;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A delivery still failing after this is marked failed (24 hours after its lead; `npm run leads -- retry --failed` starts again). */
  give_up_at: string;
  /** A worker's lease on the row while it sends it; null when nobody holds it. */
  claimed_until: string | null;
  /** The worker holding the lease: only it may record the outcome. */
  claimed_by: string | null;
  last_error: Generated<string>;
  created_at: string;
  delivered_at: string | null;
}
export type LeadDelivery = Selectable<LeadDeliveryTable>;
export type NewLeadDelivery = Insertable<LeadDeliveryTable>;
