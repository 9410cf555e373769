// Catalogue shapes (docs/contracts.md): categories, cities, destination search
// results, package details with itineraries, theme cards, search tracking.
import { z } from 'zod';
import { hasForbiddenChars, INVALID_CHARS } from './fields';
import { authCodeField, bodyObject, envelope, idParam, INT32_MAX, nameParam, optionalIdParam, requestBody, trackingText } from './rules';

export const Category = z.object({ id: z.number(), name: z.string(), imageUrl: z.string() }).meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;
export const City = z.object({ id: z.number(), name: z.string() }).meta({ id: 'City' });
export type City = z.infer<typeof City>;
export const ActiveCity = z.object({ id: z.number(), city: z.string() }).meta({ id: 'ActiveCity' });
export type ActiveCity = z.infer<typeof ActiveCity>;

export const PackageIncludes = z.object({
  meals: z.boolean(),
  hotel: z.boolean(),
  transfer: z.boolean(),
  sightseeing: z.boolean(),
});
export type PackageIncludes = z.infer<typeof PackageIncludes>;

/** A package's stars: its hotel category, under both names the answers carry. */
const hotelStars = {
  rating: z.number().describe('the same as hotelCategory (0 for a day trip), kept for older clients: not a guest rating'),
  hotelCategory: z
    .number()
    .int()
    .min(3)
    .max(5)
    .nullable()
    .describe('stars of the hotels the package stays in (3, 4 or 5); null for a day trip, which has none'),
};
export const PackageSummary = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string().describe('HTML'),
    image: z.string(),
    imageAltText: z.string(),
    price: z.number().describe('INR per person on twin sharing'),
    durationDay: z.number().describe('days; nights = days - 1'),
    ...hotelStars,
    categoryName: z.string(),
    categories: z.array(z.string()),
    destinationName: z.string(),
    includes: PackageIncludes,
  })
  .meta({ id: 'PackageSummary' });
export type PackageSummary = z.infer<typeof PackageSummary>;

const month = z.number().int().min(1).max(12);

/** What one season of a destination is like: its months, temperature, rain, snow and crowds. */
export const TravelSeason = z
  .object({
    name: z.string().describe('Spring, Summer, Monsoon, Autumn, Winter...'),
    months: z.array(month).min(1).describe('1 = January'),
    tempMinC: z.number().describe('typical daily low, °C'),
    tempMaxC: z.number().describe('typical daily high, °C'),
    rain: z.enum(['none', 'light', 'moderate', 'heavy']),
    snow: z.boolean(),
    crowds: z.enum(['low', 'moderate', 'high']),
    note: z.string().describe('what the season is like for a visitor, one or two sentences'),
  })
  .meta({ id: 'TravelSeason' });
export type TravelSeason = z.infer<typeof TravelSeason>;

/** When to go and how to get there: the destination's knowledge that Luna answers from and its listing shows. */
export const TravelGuide = z
  .object({
    bestMonths: z.array(month).min(1).describe('the months we recommend, in calendar order'),
    bestFor: z.string().describe('why those months: "gardens, meadows and houseboats"'),
    seasons: z.array(TravelSeason).min(2).describe('every month of the year in exactly one season'),
    airport: z.string().describe('the nearest airport with its code and distance'),
    railhead: z.string().describe('the nearest railway station with its distance'),
    tripDays: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }).describe('a typical trip, in days'),
    knownFor: z.array(z.string()).min(2),
    highAltitude: z.boolean().describe('above about 3,000 m: the first day is for acclimatisation, and it suits neither small children nor the elderly'),
  })
  .meta({ id: 'TravelGuide' });
export type TravelGuide = z.infer<typeof TravelGuide>;

export const DestinationDetail = z
  .object({
    id: z.number(),
    name: z.string(),
    destinationName: z.string(),
    slug: z.string(),
    description: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    keywords: z.string(),
    bannerImage: z.string(),
    bannerAltText: z.string(),
    travelGuide: TravelGuide.nullable().describe('when to go and how to get there; null for a destination without one'),
  })
  .meta({ id: 'DestinationDetail' });
/** The spec's "mainPackageResponse". */
export type DestinationDetail = z.infer<typeof DestinationDetail>;

export const FaqQuestion = z.object({ id: z.number(), question: z.string() });
export type FaqQuestion = z.infer<typeof FaqQuestion>;
export const FaqAnswer = z.object({ questionId: z.number(), answer: z.string() });
export type FaqAnswer = z.infer<typeof FaqAnswer>;

export const SearchResult = z
  .object({
    mainPackageResponse: DestinationDetail,
    packageResponse: z.array(PackageSummary).describe('sorted by price ascending'),
    questionResponses: z.array(FaqQuestion),
    answerResponses: z.array(FaqAnswer),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;

export const ItineraryDay = z
  .object({
    day: z.number(),
    name: z.string(),
    description: z.string(),
    stage: z.array(z.string()),
    accommodation: z.string(),
    hotelName: z.string(),
    image: z.string(),
    imageAltText: z.string(),
  })
  .meta({ id: 'ItineraryDay' });
export type ItineraryDay = z.infer<typeof ItineraryDay>;

export const PackageDetail = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
    imageAltText: z.string(),
    days: z.number(),
    price: z.number(),
    ...hotelStars,
    destinationName: z.string(),
    categoryName: z.string(),
    information: z.string(),
    inclusions: z.string().describe('one item per line'),
    exclusions: z.string().describe('one item per line'),
    tourPolicy: z.string(),
    cancellationPolicy: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    keywords: z.string(),
  })
  .meta({ id: 'PackageDetail' });
export type PackageDetail = z.infer<typeof PackageDetail>;

export const PackageDetailResult = z.object({
  packageDetailResponse: PackageDetail,
  itineraryNameResponseList: z.array(ItineraryDay),
});
export type PackageDetailResult = z.infer<typeof PackageDetailResult>;

export const ThemeCard = z
  .object({
    id: z.number().describe('destination id'),
    destinationName: z.string(),
    image: z.string(),
    minPrice: z.number(),
    maxPrice: z.number(),
    packageCount: z.number(),
  })
  .meta({ id: 'ThemeCard' });
export type ThemeCard = z.infer<typeof ThemeCard>;

// ---- requests

export const AuthQuery = z.object({ authCode: authCodeField });

export const CategorySearchQuery = z.object({
  authCode: authCodeField,
  websiteId: optionalIdParam('websiteId'),
  categoryName: nameParam('categoryName', 100),
});

/** The longest destination name a search takes. */
export const DESTINATION_NAME_MAX = 100;

export const DestinationQuery = z.object({
  authCode: authCodeField,
  websiteId: optionalIdParam('websiteId'),
  destinationName: nameParam('destinationName', DESTINATION_NAME_MAX),
});

export const PackageNameQuery = z.object({
  authCode: authCodeField,
  packageName: nameParam('packageName'),
});

export const PackageNameParams = z.object({ packageName: nameParam('packageName') });

/** The tracking text fields and the longest value each takes (their one source: the schema and its fast parser). */
export const TRACKING_TEXT_MAX = {
  deviceType: 20,
  browser: 50,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmContent: 200,
  date: 50,
  source: 50,
  sourceMedia: 50,
  pageName: 50,
} as const;
type TrackingTextField = keyof typeof TRACKING_TEXT_MAX;
const trackingTextFields = Object.fromEntries(
  Object.entries(TRACKING_TEXT_MAX).map(([field, max]) => [field, trackingText(field, max)]),
) as Record<TrackingTextField, ReturnType<typeof trackingText>>;

const trackingFields = {
  ...trackingTextFields,
  id: z
    .number({ error: 'id must be a number' })
    .int({ error: 'id must be a whole number', abort: true })
    .min(-INT32_MAX - 1, { error: 'id must be a whole number', abort: true })
    .max(INT32_MAX, { error: 'id must be a whole number', abort: true })
    .nullish(),
  websiteId: z.literal(1, { error: 'websiteId must be 1' }).nullish(),
};

export const SearchTrackingPayload = requestBody('SearchTrackingPayload', trackingFields);
export type SearchTrackingPayload = z.infer<typeof SearchTrackingPayload>;
/** What a client may send (absent tracking values are fine). */
export type SearchTrackingInput = z.input<typeof SearchTrackingPayload>;

const DESTINATION_ID = 'destinationId must be a destination id (a whole number from 1) or null';

export const HomeSearchRequest = bodyObject({
  ...trackingFields,
  destinationId: z
    .number({ error: 'destinationId must be a number or null' })
    .int({ error: DESTINATION_ID, abort: true })
    .positive({ error: DESTINATION_ID, abort: true })
    .max(INT32_MAX, { error: DESTINATION_ID, abort: true })
    .nullish(),
  destinationName: z
    .string({ error: 'destinationName must be text' })
    .trim()
    .max(100, { error: 'destinationName must be at most 100 characters', abort: true })
    .refine((s) => !hasForbiddenChars(s), { error: INVALID_CHARS, abort: true })
    .nullish()
    .transform((s) => s ?? ''),
})
  .refine((b) => b.destinationName !== '' || (b.destinationId ?? null) !== null, {
    error: 'All fields are required!',
    path: ['destinationName'],
  })
  .meta({ id: 'HomeSearchRequest' });
export type HomeSearchRequest = z.infer<typeof HomeSearchRequest>;
export type HomeSearchInput = z.input<typeof HomeSearchRequest>;

export const TfnParams = z.object({ websiteId: idParam('websiteId') });
export const TfnQuery = z.object({ authCode: authCodeField, websiteId: optionalIdParam('websiteId') });

export const CategoryList = envelope(z.array(Category));
/** The cities answer nests its list one level deeper, as the provider's did. */
export const CityListData = z.object({ data: z.array(City) });
export type CityListData = z.infer<typeof CityListData>;
export const CityList = envelope(CityListData);
export const ActiveCityList = envelope(z.array(ActiveCity));
/** The blogs page's trending destinations, in display order. */
export const TrendingDestinationList = envelope(z.array(City).describe('in display order'));
export const SearchResultEnvelope = envelope(SearchResult);
export const PackageDetailEnvelope = envelope(PackageDetailResult);
export const ThemeCardList = envelope(z.array(ThemeCard));
export const PdfLink = z.object({ pdfUrl: z.string() });
export type PdfLink = z.infer<typeof PdfLink>;
export const PdfLinkEnvelope = envelope(PdfLink);
