// schema.org JSON-LD for the catalogue's pages: what a search engine reads to show a
// package's price, a listing's packages and the breadcrumb trail. Builders take site paths and the origin and return plain data;
// shared's JsonLd writes it into the page (the breadcrumb trail is shared's too).
import { discountFor, siteConfig, stripHtml, truncateText } from '@safarnama/shared';

/** The description cut for structured data, in characters. */
export const STRUCTURED_DESCRIPTION_LENGTH = 160;
/** How long an offer's price is declared valid. */
export const OFFER_VALID_DAYS = 90;
const CURRENCY = 'INR';

type JsonLd = Record<string, unknown>;

const url = (origin: string, path: string) => new URL(path, origin).href;

/** Plain text of at most 160 characters (an ellipsis included when cut). */
export function structuredDescription(html: string): string {
  const text = stripHtml(html);
  return text.length <= STRUCTURED_DESCRIPTION_LENGTH ? text : truncateText(text, STRUCTURED_DESCRIPTION_LENGTH - 3);
}

/** yyyy-mm-dd of a day `days` after `from`, in UTC (priceValidUntil is a date). */
export function isoDateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface ListedPackage {
  name: string;
  path: string;
  image?: string;
  price: number;
}

/** The packages a listing page shows, in the order shown. */
export function itemListJsonLd(name: string, packages: readonly ListedPackage[], origin: string, firstPosition = 1): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: packages.length,
    itemListElement: packages.map((pkg, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: url(origin, pkg.path),
      name: pkg.name,
    })),
  };
}

export interface TripInput {
  name: string;
  /** HTML or text; cut to 160 characters. */
  description: string;
  path: string;
  image?: string;
  /** Price per person on twin sharing, in rupees: the price the page shows. */
  price: number;
  destinationName: string;
  days: number;
  /** Day names of the itinerary, in order. */
  itinerary?: readonly string[];
}

/** A package as a TouristTrip with an Offer in INR valid for 90 days from `today`. */
export function touristTripJsonLd(trip: TripInput, origin: string, today: Date = new Date()): JsonLd {
  const pageUrl = url(origin, trip.path);
  const discount = discountFor(trip.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.name,
    description: structuredDescription(trip.description),
    url: pageUrl,
    ...(trip.image ? { image: url(origin, trip.image) } : {}),
    touristType: 'Holidaymakers',
    // ISO 8601 duration of the whole trip
    duration: `P${Math.max(1, Math.trunc(trip.days))}D`,
    itinerary: trip.itinerary?.length
      ? {
          '@type': 'ItemList',
          numberOfItems: trip.itinerary.length,
          itemListElement: trip.itinerary.map((day, i) => ({ '@type': 'ListItem', position: i + 1, name: day })),
        }
      : { '@type': 'Place', name: trip.destinationName },
    provider: { '@type': 'TravelAgency', name: siteConfig.brand, url: url(origin, '/') },
    offers: {
      '@type': 'Offer',
      price: trip.price,
      priceCurrency: CURRENCY,
      priceValidUntil: isoDateAfter(today, OFFER_VALID_DAYS),
      availability: 'https://schema.org/InStock',
      url: pageUrl,
      ...(discount > 0 ? { description: `${discount}% off, per person on twin sharing` } : { description: 'Per person on twin sharing' }),
    },
  };
}

export interface FaqEntry {
  question: string;
  /** The answer as the API gives it (it may hold HTML). */
  answer: string;
}

/** A listing's questions and answers as a FAQPage; null when it has none answered. */
export function faqPageJsonLd(faqs: readonly FaqEntry[]): JsonLd | null {
  const answered = faqs.map((faq) => ({ question: faq.question.trim(), answer: stripHtml(faq.answer) })).filter((faq) => faq.question && faq.answer);
  if (answered.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: answered.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}
