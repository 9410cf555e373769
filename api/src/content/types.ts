// The seed catalogue's shapes: the agreement between the content loader and the API's
// seed script, routes and artwork. Plain data, no database types.
import type { TravelGuide } from '@safarnama/contracts';

export const LANDSCAPES = [
  'beach',
  'mountain',
  'snow',
  'desert',
  'backwater',
  'temple',
  'forest',
  'lake',
  'hill-station',
  'city',
  'valley',
  'island',
  'river',
  'heritage',
] as const;

export type Landscape = (typeof LANDSCAPES)[number];

export interface SeedCategory {
  id: number; // fixed ids: Wildlife 1, Adventure 2, Family 3, Nature 4, HoneyMoon 5, Seasonal package 6, Friends 7, Water activities 8, Religious 9
  name: string;
  slug: string;
  description: string;
  imageAltText: string;
}

export interface SeedFaq {
  question: string;
  answer: string;
}

export interface SeedDestination {
  slug: string; // URL-safe key for artwork and lookups: lowercase, "&" -> "and", other non-alphanumerics -> "-" ("andaman-and-nicobar")
  name: string; // as locals spell it: "Darjeeling", "Andaman & Nicobar"
  state: string;
  landscape: Landscape;
  popular: boolean; // popular ones carry at least 12 FAQs, others at least 6
  trendingRank: number; // 1-based place among the 50 trending domestic destinations (destinations.yaml order); 0 = not trending
  description: string; // plain text, several paragraphs separated by blank lines
  metaTitle: string;
  metaDescription: string;
  keywords: string; // comma separated
  bannerAltText: string;
  faqs: SeedFaq[];
  /** When to go and how to get there (content/guides/*.yaml), in the API's TravelGuide shape. */
  guide: TravelGuide;
}


export interface SeedItineraryDay {
  day: number; // 1-based
  name: string; // "Day 1: Arrival in Goa"
  description: string;
  stages: string[]; // what happens, in order
  accommodation: string; // "Overnight stay in Panaji" or "No overnight stay (departure)"
  hotelName: string; // "" on the last day
  imageAltText: string;
}

export interface SeedPackageIncludes {
  meals: boolean;
  hotel: boolean;
  transfer: boolean;
  sightseeing: boolean;
}

export interface SeedPackage {
  slug: string; // unique, contentSlug(name)
  name: string; // unique, e.g. "Goa Beach Escape"
  destinationSlug: string;
  categoryIds: number[]; // first is the primary category
  days: number; // 1..15; nights = days - 1
  price: number; // INR per person on twin sharing, 4999..150000
  hotelCategory: 3 | 4 | 5 | null; // stars of the hotels it stays in (its hotel class); null for a day trip
  description: string; // HTML
  information: string; // plain text, may exceed 500 characters
  inclusions: string[];
  exclusions: string[];
  tourPolicy: string; // confirmation policy, plain text
  cancellationPolicy: string; // carries the spec's cancellation slabs
  includes: SeedPackageIncludes;
  imageAltText: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  itinerary: SeedItineraryDay[]; // exactly `days` entries
}

export interface SeedBlogCategory {
  id: number; // 1-9 by position: Seasonal package, Adventure, Family, Nature, Honeymoon, Wildlife, Friend, Religious, Water activity
  name: string;
}

export interface SeedBlog {
  slug: string; // blogSlug(name): lowercase, spaces to hyphens, non-word characters removed
  name: string; // unique
  nameTitle: string;
  bodyMarkdown: string; // the Markdown the article is written in
  descriptionHtml: string; // real article HTML (h2, p, ul), rendered from bodyMarkdown; no scripts, no external images
  destinationSlug: string | null;
  categoryId: number;
  authorName: string;
  createdAt: string; // ISO 8601
  updatedAt: string;
  metaDescription: string;
  imageAltText: string;
}
