// Finding packages: numeric filters (destination, theme, budget, duration) over
// the rows, and MiniSearch for the words a visitor adds ('houseboat', 'tulip',
// 'rohtang'), fuzzy and by prefix over package names, destinations and their
// other names, categories, route places and the itinerary's day titles.
import MiniSearch from 'minisearch';
import type { Catalogue, CataloguePackage } from './catalogue';
import { normalise, words } from './normalise';
import { DESTINATION_ALIASES } from './place-names';
import type { DurationWish } from './query-parser';
import { STOPWORDS, THEME_PHRASES } from './vocabulary';

export interface SearchCriteria {
  destinationIds?: readonly number[];
  /** A stop the visitor named ('gulmarg'): the packages that visit it first. */
  routePlace?: string;
  categoryIds?: readonly number[];
  minPrice?: number;
  maxPrice?: number;
  duration?: DurationWish;
  terms?: readonly string[];
  order?: 'cheapest' | 'dearest';
  /** Packages not to offer while others match: they contradict who travels (high altitude for grandparents). */
  avoid?: (p: CataloguePackage) => boolean;
  /** Destinations that suit the month asked about: theirs first when any match. */
  suitsMonth?: ReadonlySet<number>;
}

export interface SearchResult {
  packages: CataloguePackage[];
  /** Whether the visitor's words matched any of them (else they were ignored). */
  termsMatched: boolean;
  /** The words alone chose the packages ('snow', 'beach'): only the ones they match are listed. */
  byTermsOnly: boolean;
}

interface PackageDocument {
  id: number;
  name: string;
  destination: string;
  categories: string;
  route: string;
}

/**
 * Search settings. Words of 5+ letters may be one edit off and of 4+ a prefix
 * ('houseboa', 'snorkel' for snorkelling); the place matcher's measurement
 * (places.ts) showed shorter fuzzy words take ordinary words. Names weigh most.
 */
const SEARCH_OPTIONS = {
  boost: { name: 3, route: 1.5, destination: 1, categories: 1 },
  fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
  prefix: (term: string) => term.length >= 4,
  combineWith: 'OR',
} as const;

/** Words that carry nothing about a package's content; not indexed. */
const NAME_FILLER = new Set(['and', 'with', 'the', 'of', 'to', 'in', 'a', 'tour', 'trip', 'holiday', 'package', 'special', 'deluxe', 'luxury', 'from', 'via', 'for']);

export class PackageIndex {
  private readonly search: MiniSearch<PackageDocument>;
  private readonly byId = new Map<number, CataloguePackage>();
  /** Per package, the distinctive words of its name (for naming a package: 'kashmir paradise tour'). */
  private readonly nameWords = new Map<number, string[]>();
  private readonly variantOf = new Map<number, 'deluxe' | 'luxury' | undefined>();

  constructor(private readonly catalogue: Catalogue) {
    const destinationName = new Map(catalogue.destinations.map((d) => [d.id, d.name]));
    const aliases = new Map<string, string[]>();
    for (const [alias, name] of Object.entries(DESTINATION_ALIASES)) aliases.set(name, [...(aliases.get(name) ?? []), alias]);
    const categoryWords = new Map(
      catalogue.categories.map((c) => [c.id, [c.name, ...(THEME_PHRASES[c.slug] ?? [])].join(' ')]),
    );
    this.search = new MiniSearch<PackageDocument>({
      fields: ['name', 'destination', 'categories', 'route'],
      storeFields: [],
      processTerm: (term) => {
        const t = term.toLowerCase();
        return STOPWORDS.has(t) || t.length < 3 ? null : t;
      },
      searchOptions: SEARCH_OPTIONS,
    });
    const documents: PackageDocument[] = catalogue.packages.map((p) => {
      const destination = destinationName.get(p.destinationId) ?? '';
      return {
        id: p.id,
        name: p.name,
        destination: [destination, ...(aliases.get(destination) ?? [])].join(' '),
        categories: p.categoryIds.map((id) => categoryWords.get(id) ?? '').join(' '),
        route: [...p.routePlaces, ...p.dayTitles].join(' '),
      };
    });
    this.search.addAll(documents);
    for (const p of catalogue.packages) {
      this.byId.set(p.id, p);
      const all = words(normalise(p.name));
      this.nameWords.set(p.id, all.filter((w) => !NAME_FILLER.has(w)));
      this.variantOf.set(p.id, all.includes('luxury') && /\(luxury\)/i.test(p.name) ? 'luxury' : all.includes('deluxe') ? 'deluxe' : undefined);
    }
  }

  get(id: number): CataloguePackage | undefined {
    return this.byId.get(id);
  }

  /**
   * Packages the visitor names by their name ('is the Kashmir Paradise Tour
   * good?'): every distinctive word of the name is in the message, the name has
   * three words at least, and one of them is not a word of searching
   * (`searchWords`: places, themes). 'deluxe' or 'luxury' picks that version.
   */
  named(tokens: readonly string[], searchWords: ReadonlySet<string>): CataloguePackage[] {
    const present = new Set(tokens);
    const wantVariant = present.has('luxury') ? 'luxury' : present.has('deluxe') ? 'deluxe' : undefined;
    let best: CataloguePackage[] = [];
    let bestLength = 0;
    for (const [id, nameWords] of this.nameWords) {
      if (nameWords.length < 2 || nameWords.length < bestLength || !nameWords.every((w) => present.has(w))) continue;
      // 'Andaman Honeymoon Special' is also a plain search for Andaman honeymoons: a
      // name counts as named only with a word of its own ('Golden Triangle').
      if (nameWords.every((w) => searchWords.has(w))) continue;
      const total = words(normalise(this.byId.get(id)!.name)).filter((w) => w !== 'deluxe' && w !== 'luxury').length;
      if (total < 3) continue;
      if (nameWords.length > bestLength) {
        best = [];
        bestLength = nameWords.length;
      }
      best.push(this.byId.get(id)!);
    }
    if (best.length <= 1) return best;
    const variant = best.filter((p) => this.variantOf.get(p.id) === wantVariant);
    return variant.length > 0 ? variant.slice(0, 1) : best.slice(0, 1);
  }

  /**
   * Every package named in full ('compare the Kashmir Paradise Tour and the Goa Beach
   * Escape'), in the order of their names' first word in the message; one per name.
   */
  namedAll(tokens: readonly string[], searchWords: ReadonlySet<string>): CataloguePackage[] {
    const present = new Set(tokens);
    const wantVariant = present.has('luxury') ? 'luxury' : present.has('deluxe') ? 'deluxe' : undefined;
    const byName = new Map<string, CataloguePackage>();
    for (const [id, nameWords] of this.nameWords) {
      if (nameWords.length < 2 || !nameWords.every((w) => present.has(w)) || nameWords.every((w) => searchWords.has(w))) continue;
      const p = this.byId.get(id)!;
      const key = nameWords.filter((w) => w !== 'deluxe' && w !== 'luxury').join(' ');
      const held = byName.get(key);
      if (!held || (this.variantOf.get(p.id) === wantVariant && this.variantOf.get(held.id) !== wantVariant)) byName.set(key, p);
    }
    // a name inside a longer named one ('Kashmir Tour' in 'Kashmir Tour Deluxe') is that one
    const keys = [...byName.keys()];
    const kept = keys.filter((k) => !keys.some((other) => other !== k && other.split(' ').length > k.split(' ').length && k.split(' ').every((w) => other.split(' ').includes(w))));
    const position = (p: CataloguePackage) => Math.min(...this.nameWords.get(p.id)!.map((w) => tokens.indexOf(w)).filter((i) => i >= 0));
    return kept.map((k) => byName.get(k)!).sort((a, b) => position(a) - position(b)).slice(0, 3);
  }

  /** Which words match anything at all (to tell words about trips from gibberish). */
  matchesAny(terms: readonly string[]): boolean {
    return terms.length > 0 && this.search.search(terms.join(' ')).length > 0;
  }

  /** All packages meeting the criteria, best first. */
  find(criteria: SearchCriteria): SearchResult {
    const destinations = criteria.destinationIds?.length ? new Set(criteria.destinationIds) : undefined;
    const categories = criteria.categoryIds?.length ? criteria.categoryIds : undefined;
    const { minPrice, maxPrice, duration } = criteria;
    let matching = this.catalogue.packages.filter(
      (p) =>
        (!destinations || destinations.has(p.destinationId)) &&
        (!categories || categories.every((c) => p.categoryIds.includes(c))) &&
        (minPrice === undefined || p.price >= minPrice) &&
        (maxPrice === undefined || p.price <= maxPrice) &&
        (!duration || (p.days >= duration.min && p.days <= duration.max)),
    );
    // What contradicts the travellers goes, unless nothing else is left.
    if (criteria.avoid) {
      const fitting = matching.filter((p) => !criteria.avoid!(p));
      if (fitting.length > 0) matching = fitting;
    }
    if (criteria.suitsMonth) {
      const inSeason = matching.filter((p) => criteria.suitsMonth!.has(p.destinationId));
      if (inSeason.length > 0) matching = inSeason;
    }
    // A length asked for: that length alone when we have it ('3 din' is not 4 days).
    if (duration?.target !== undefined) {
      const exact = matching.filter((p) => p.days === duration.target);
      if (exact.length > 0) matching = exact;
    }
    // The visitor's words rank: a match in the name before one in the route, then the rest.
    const tier = new Map<number, number>();
    if (criteria.terms?.length && matching.length > 0) {
      const allowed = new Set(matching.map((p) => p.id));
      for (const r of this.search.search(criteria.terms.join(' '), { filter: (r) => allowed.has(r.id as number) })) {
        const inName = Object.values(r.match).some((fields) => fields.includes('name'));
        const inRoute = Object.values(r.match).some((fields) => fields.includes('route'));
        tier.set(r.id as number, inName ? 0 : inRoute ? 1 : 2);
      }
    }
    const termsMatched = [...tier.values()].some((t) => t < 2);
    const byTermsOnly = termsMatched && !destinations && !categories && minPrice === undefined && maxPrice === undefined && !duration;
    if (byTermsOnly) matching = matching.filter((p) => (tier.get(p.id) ?? 3) < 2);
    const stop = criteria.routePlace;
    const direction = criteria.order === 'dearest' ? -1 : 1;
    const key = (p: CataloguePackage): number[] => [
      termsMatched ? (tier.get(p.id) ?? 3) : 0,
      stop && !p.routePlaces.includes(stop) ? 1 : 0,
      duration?.target !== undefined ? Math.abs(p.days - duration.target) : 0,
      direction * p.price,
      p.id,
    ];
    const keys = new Map(matching.map((p) => [p.id, key(p)]));
    matching.sort((a, b) => {
      const ka = keys.get(a.id)!;
      const kb = keys.get(b.id)!;
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
      return 0;
    });
    return { packages: matching, termsMatched, byTermsOnly };
  }
}

/** The first `n`, at most one per destination when several destinations are in play. */
export function pickTop(packages: readonly CataloguePackage[], n: number, onePerDestination: boolean): CataloguePackage[] {
  if (!onePerDestination) return packages.slice(0, n);
  const seen = new Set<number>();
  const picked: CataloguePackage[] = [];
  for (const p of packages) {
    if (seen.has(p.destinationId)) continue;
    seen.add(p.destinationId);
    picked.push(p);
    if (picked.length === n) return picked;
  }
  // fewer destinations than slots: fill with the next best
  for (const p of packages) if (picked.length < n && !picked.includes(p)) picked.push(p);
  return picked;
}
