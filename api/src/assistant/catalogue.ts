// What Luna knows, read once from the database: every answer is composed from
// these rows (and the terms in terms.ts), never from anything else.
import type { Kysely } from 'kysely';
import { BRAND } from '../lib/brand';
import type { Database } from '../db/schema';
import type { TravelGuide } from '@safarnama/contracts';
import { findTfn } from '../repositories/catalogue.repository';

export interface CatalogueCategory {
  id: number;
  name: string;
  slug: string;
}

export interface CatalogueDestination {
  id: number;
  name: string;
  state: string;
  trending: number;
  popular: boolean;
  /** When to go and how to get there (destination_guides), or null. */
  guide: TravelGuide | null;
  /** The destination's FAQs in page order: what Luna answers a question about the place from. */
  faqs: { question: string; answer: string }[];
  /** Articles about the destination (blogs.destination_id), newest first, by name (blogPath makes the link). */
  blogs: { name: string }[];
}

export interface CataloguePackage {
  id: number;
  name: string;
  slug: string;
  days: number;
  price: number;
  rating: number;
  destinationId: number;
  categoryIds: number[];
  inclusions: string[];
  exclusions: string[];
  /** Places on the route, lower case (the tail of the keywords column: "srinagar", "gulmarg"). */
  routePlaces: string[];
  includesMeals: boolean;
  includesHotel: boolean;
  includesTransfer: boolean;
  includesSightseeing: boolean;
  /** The itinerary's day titles without 'Day n:' ('Nishat Bagh and Shalimar Bagh'): the sights a visitor may name. */
  dayTitles: string[];
}

export interface Catalogue {
  categories: CatalogueCategory[];
  destinations: CatalogueDestination[];
  packages: CataloguePackage[];
  phone: string;
  email: string;
}

/** Keyword phrases the seed composes for every package; what is left names the route's places. */
const GENERATED_KEYWORD = /tour|package|itinerary/;

export function routePlacesOf(keywords: string): string[] {
  return keywords
    .split(',')
    .slice(1) // the first is the package's own name
    .map((k) => k.trim().toLowerCase())
    .filter((k) => k !== '' && !GENERATED_KEYWORD.test(k));
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export async function loadCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const [categories, destinations, packages, links, days, tfn, guides, faqs, blogs] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name', 'slug']).orderBy('id').execute(),
    db.selectFrom('destinations').select(['id', 'name', 'state', 'trending', 'popular']).orderBy('id').execute(),
    db
      .selectFrom('packages')
      .select(['id', 'name', 'slug', 'days', 'price', 'rating', 'destination_id', 'inclusions', 'exclusions', 'keywords', 'includes_meals', 'includes_hotel', 'includes_transfer', 'includes_sightseeing'])
      // a package an operator took off sale is never offered
      .where('active', '=', 1)
      .orderBy('id')
      .execute(),
    db.selectFrom('package_categories').select(['package_id', 'category_id']).orderBy('package_id').orderBy('position').execute(),
    db.selectFrom('itinerary_days').select(['package_id', 'name']).orderBy('package_id').orderBy('day').execute(),
    findTfn(db, 1),
    db.selectFrom('destination_guides').select(['destination_id', 'guide']).execute(),
    db.selectFrom('destination_faqs').select(['destination_id', 'question', 'answer']).orderBy('destination_id').orderBy('position').execute(),
    db.selectFrom('blogs').select(['destination_id', 'name']).where('destination_id', 'is not', null).orderBy('created_at', 'desc').orderBy('id').execute(),
  ]);
  const guideOf = new Map(guides.map((g) => [g.destination_id, JSON.parse(g.guide) as TravelGuide]));
  const faqsOf = new Map<number, { question: string; answer: string }[]>();
  for (const f of faqs) faqsOf.set(f.destination_id, [...(faqsOf.get(f.destination_id) ?? []), { question: f.question, answer: f.answer }]);
  const blogsOf = new Map<number, { name: string }[]>();
  for (const b of blogs) blogsOf.set(b.destination_id!, [...(blogsOf.get(b.destination_id!) ?? []), { name: b.name }]);
  const categoriesOf = new Map<number, number[]>();
  for (const link of links) {
    const list = categoriesOf.get(link.package_id) ?? [];
    list.push(link.category_id);
    categoriesOf.set(link.package_id, list);
  }
  const titlesOf = new Map<number, string[]>();
  for (const day of days) {
    const list = titlesOf.get(day.package_id) ?? [];
    list.push(day.name.replace(/^day\s*\d+\s*:\s*/i, ''));
    titlesOf.set(day.package_id, list);
  }
  return {
    categories,
    destinations: destinations.map((d) => ({
      id: d.id,
      name: d.name.trim(),
      state: d.state,
      trending: d.trending,
      popular: d.popular === 1,
      guide: guideOf.get(d.id) ?? null,
      faqs: faqsOf.get(d.id) ?? [],
      blogs: blogsOf.get(d.id) ?? [],
    })),
    packages: packages.map((p) => ({
      id: p.id,
      name: p.name.trim(),
      slug: p.slug,
      days: p.days,
      price: Number(p.price),
      rating: Number(p.rating),
      destinationId: p.destination_id,
      categoryIds: categoriesOf.get(p.id) ?? [],
      inclusions: lines(p.inclusions),
      exclusions: lines(p.exclusions),
      routePlaces: routePlacesOf(p.keywords),
      includesMeals: p.includes_meals === 1,
      includesHotel: p.includes_hotel === 1,
      includesTransfer: p.includes_transfer === 1,
      includesSightseeing: p.includes_sightseeing === 1,
      dayTitles: titlesOf.get(p.id) ?? [],
    })),
    phone: tfn?.tfn_number.trim() || BRAND.defaultPhone,
    email: BRAND.email,
  };
}
