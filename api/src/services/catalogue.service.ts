// Catalogue reads: rows from the repositories mapped to the contract's shapes.
// Results are cached briefly per process (see TtlCache); lookups by a typed name
// go through lookupKey so that case, hyphens and "&"/"and" do not matter.
import type { DestinationRow } from '../db/schema';
import { categoryKey, lookupKey } from '../lib/keys';
import { artUrl, itineraryArtSlug } from '../lib/media';
import { parseStages } from '../lib/stages';
import * as repo from '../repositories/catalogue.repository';
import type { PackageDetailResult, PackageSummary, SearchResult, ThemeCard, TravelGuide } from '@safarnama/contracts';
import { EncodedBody } from '../lib/encoded-body';
import { CachedReads } from './cached-reads';

export interface Category {
  id: number;
  name: string;
  imageUrl: string;
}

export class CatalogueService extends CachedReads {
  categories(): Promise<Category[]> {
    return this.cached('categories', async () =>
      (await repo.listCategories(this.db)).map((c) => ({ id: c.id, name: c.name, imageUrl: artUrl('category', c.slug) })),
    );
  }

  cities(): Promise<{ id: number; name: string }[]> {
    return this.cached('cities', async () => (await repo.listDestinations(this.db)).sort(byName((d) => d.name)));
  }

  activeCities(): Promise<{ id: number; city: string }[]> {
    return this.cached('active-cities', async () =>
      (await repo.listActiveDestinations(this.db)).sort(byName((d) => d.name)).map((d) => ({ id: d.id, city: d.name })),
    );
  }

  /** The blogs page's 'Trending Domestic Tour Packages', in display order. */
  trendingDestinations(): Promise<{ id: number; name: string }[]> {
    return this.cached('trending-destinations', () => repo.listTrendingDestinations(this.db));
  }

  /** The destination a typed name stands for, or null. */
  async destinationIdByName(name: string): Promise<number | null> {
    // Cached by the name as sent: every search asks by name, and the key's
    // Unicode normalisation showed in the search's profile.
    return this.cached(`destination-name:${name}`, async () => {
      const key = lookupKey(name);
      return key === '' ? null : ((await repo.findDestinationByKey(this.db, key))?.id ?? null);
    });
  }

  async destinationExists(id: number): Promise<boolean> {
    return this.cached(`destination-id:${id}`, async () => (await repo.findDestinationById(this.db, id)) !== undefined);
  }

  // The ready-made answers below read the database themselves, not through the
  // cached results: a cache reload behind an answer (TtlCache) must read what is
  // there now, not another entry's expired value, or staleness would add up.

  /**
   * The complete success answer of a destination search, serialised and encoded
   * once per cache period: the busiest read goes out as ready-made bytes.
   */
  searchResponseBody(destinationId: number): Promise<EncodedBody | null> {
    return this.cached(`search-body:${destinationId}`, async (previous) => successBody(await this.readSearchResult(destinationId), previous));
  }

  packageDetailResponseBody(packageName: string): Promise<EncodedBody | null> {
    const key = lookupKey(packageName);
    if (key === '') return Promise.resolve(null);
    return this.cached(`package-body:${key}`, async (previous) => successBody(await this.readPackageDetail(key), previous));
  }

  /** A destination's page data with its packages by ascending price; null when it has none. */
  searchResult(destinationId: number): Promise<SearchResult | null> {
    return this.cached(`search:${destinationId}`, () => this.readSearchResult(destinationId));
  }

  private async readSearchResult(destinationId: number): Promise<SearchResult | null> {
    const destination = await repo.findDestinationById(this.db, destinationId);
    if (!destination) return null;
    const packages = await repo.listPackagesOfDestination(this.db, destination.id);
    if (packages.length === 0) return null;
    const [faqs, guide, categoryRows] = await Promise.all([
      repo.listFaqs(this.db, destination.id),
      repo.findGuide(this.db, destination.id),
      repo.listCategoryNamesOfPackages(
        this.db,
        packages.map((p) => p.id),
      ),
    ]);
    const categoriesByPackage = new Map<number, string[]>();
    for (const row of categoryRows) {
      const list = categoriesByPackage.get(row.package_id) ?? [];
      list.push(row.name);
      categoriesByPackage.set(row.package_id, list);
    }
    const packageResponse: PackageSummary[] = packages.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      description: p.description,
      image: artUrl('package', p.slug),
      imageAltText: p.image_alt_text,
      price: p.price,
      durationDay: p.days,
      ...hotelStars(p.rating),
      categoryName: p.category_name,
      categories: categoriesByPackage.get(p.id) ?? [p.category_name],
      destinationName: destination.name,
      includes: {
        meals: p.includes_meals === 1,
        hotel: p.includes_hotel === 1,
        transfer: p.includes_transfer === 1,
        sightseeing: p.includes_sightseeing === 1,
      },
    }));
    return {
      mainPackageResponse: destinationDetail(destination, guide),
      packageResponse,
      questionResponses: faqs.map((f) => ({ id: f.id, question: f.question })),
      answerResponses: faqs.map((f) => ({ questionId: f.id, answer: f.answer })),
    };
  }

  /** A package with its day-wise itinerary by its lookup key; null when there is none. */
  private async readPackageDetail(key: string): Promise<PackageDetailResult | null> {
    const p = await repo.findPackageByKey(this.db, key);
    if (!p) return null;
    const days = await repo.listItinerary(this.db, p.id);
    return {
      packageDetailResponse: {
        id: p.id,
        name: p.name,
        slug: p.slug,
        image: artUrl('package', p.slug),
        imageAltText: p.image_alt_text,
        days: p.days,
        price: p.price,
        ...hotelStars(p.rating),
        destinationName: p.destination_name,
        categoryName: p.category_name,
        information: p.information,
        inclusions: p.inclusions,
        exclusions: p.exclusions,
        tourPolicy: p.tour_policy,
        cancellationPolicy: p.cancellation_policy,
        metaTitle: p.meta_title,
        metaDescription: p.meta_description,
        keywords: p.keywords,
      },
      itineraryNameResponseList: days.map((d) => ({
        day: d.day,
        name: d.name,
        description: d.description,
        stage: parseStages(d.stages),
        accommodation: d.accommodation,
        hotelName: d.hotel_name,
        image: artUrl('itinerary', itineraryArtSlug(p.slug, d.day)),
        imageAltText: d.image_alt_text,
      })),
    };
  }

  /** Destination cards for a theme; null when the theme is unknown. */
  async themeCards(categoryName: string): Promise<ThemeCard[] | null> {
    const key = categoryKey(categoryName);
    const categories = await this.cached('category-rows', () => repo.listCategories(this.db));
    const category = categories.find((c) => categoryKey(c.name) === key || categoryKey(c.slug) === key);
    if (!category) return null;
    return this.cached(`theme:${category.id}`, async () =>
      (await repo.listThemeDestinations(this.db, category.id)).sort(byName((d) => d.name)).map((d) => ({
        id: d.id,
        destinationName: d.name,
        image: artUrl('destination', d.slug),
        minPrice: Number(d.min_price),
        maxPrice: Number(d.max_price),
        packageCount: Number(d.package_count),
      })),
    );
  }

  async tfn(websiteId: number): Promise<string | null> {
    return this.cached(`tfn:${websiteId}`, async () => (await repo.findTfn(this.db, websiteId))?.tfn_number ?? null);
  }
}

/** The success envelope of `data` (null: none); `previous`, the cached one it replaces, is kept when nothing changed. */
function successBody(data: unknown, previous: EncodedBody | null | undefined): EncodedBody | null {
  return data === null ? null : EncodedBody.of(Buffer.from(JSON.stringify({ code: 1, message: 'Success', data })), previous);
}

/**
 * The package's stars: the hotel category it stays in (the rating column holds it),
 * under `hotelCategory` and, for clients that only know it, `rating`.
 */
function hotelStars(stored: number | string): { rating: number; hotelCategory: 3 | 4 | 5 | null } {
  const stars = Number(stored);
  return stars === 3 || stars === 4 || stars === 5 ? { rating: stars, hotelCategory: stars } : { rating: 0, hotelCategory: null };
}

/** One order on every database (collations differ): English alphabetical, case-insensitive. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export function byName<T>(name: (item: T) => string) {
  return (a: T, b: T) => collator.compare(name(a), name(b));
}

function destinationDetail(d: DestinationRow, guide: string | undefined) {
  return {
    id: d.id,
    name: d.name,
    destinationName: d.name,
    slug: d.slug,
    description: d.description,
    metaTitle: d.meta_title,
    metaDescription: d.meta_description,
    keywords: d.keywords,
    bannerImage: artUrl('banner', d.slug),
    bannerAltText: d.banner_alt_text,
    travelGuide: guide ? (JSON.parse(guide) as TravelGuide) : null,
  };
}
