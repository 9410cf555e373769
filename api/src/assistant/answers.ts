// Composing Luna's replies: short chat bubbles, our own links only, and every
// package, price and term taken from the catalogue or terms.ts. The visitor's
// text is never written back: only places, numbers and names we recognised,
// spelt our way.
import type { Catalogue, CatalogueCategory, CatalogueDestination, CataloguePackage } from './catalogue';
import type { SearchState } from './conversation';
import { destinationPath, packageDetailPath, themePath } from '@safarnama/contracts/site-paths';
import { durationText, indianNumber, link, rupees } from './format';
import { POPULAR } from './place-names';
import type { UnservedPlace } from './places';
import type { DurationWish, ParsedMessage } from './query-parser';
import { PackageIndex, pickTop, type SearchCriteria } from './retrieval';
import { TERMS } from './terms';
import type { PolicyTopic } from './vocabulary';

export interface Composed {
  text: string;
  /** The packages the text names, in order. */
  packages: CataloguePackage[];
}

export interface Turn {
  parsed: ParsedMessage;
  named: CataloguePackage[];
  text: string;
}

const MAX_PACKAGES = 3;

/** How a theme reads before 'packages'. */
const THEME_WORDING: Readonly<Record<string, string>> = {
  honeymoon: 'honeymoon',
  family: 'family',
  friends: 'friends',
  wildlife: 'wildlife',
  adventure: 'adventure',
  nature: 'nature',
  'seasonal-package': 'seasonal',
  'water-activities': 'water activities',
  religious: 'pilgrimage',
};

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const EXAMPLES = ['Kashmir honeymoon under 40k', 'Goa 4 nights in December for 2', 'What is your cancellation policy?'];

function joinOr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function packageLine(p: CataloguePackage): string {
  return `• ${link(p.name, packageDetailPath(p.days, p.slug))} — ${rupees(p.price)} per person, ${durationText(p.days)}`;
}

function durationWording(d: DurationWish): string {
  if (d.target !== undefined) return d.target === 1 ? ' for a day' : ` of about ${d.target} days`;
  if (d.min <= 1) return ` of up to ${d.max} days`;
  if (d.max >= 30) return ` of ${d.min} days or more`;
  return ` of ${d.min}-${d.max} days`;
}

interface Wish {
  destinations: CatalogueDestination[];
  /** 'Kashmir', 'Rajasthan', 'Kashmir or Goa' */
  placeLabel?: string;
  /** A stop the visitor named, covered by a destination's packages. */
  stop?: { label: string; routePlace: string; destination: string };
  categories: CatalogueCategory[];
  minPrice?: number;
  maxPrice?: number;
  duration?: DurationWish;
  terms: string[];
  order?: 'cheapest' | 'dearest';
  avoid?: (p: CataloguePackage) => boolean;
  suitsMonth?: ReadonlySet<number>;
}

export class AnswerComposer {
  private readonly destinationById: Map<number, CatalogueDestination>;
  private readonly categoryBySlug: Map<string, CatalogueCategory>;
  private readonly popular: CatalogueDestination[];
  private readonly genericInclusions: string;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly index: PackageIndex,
  ) {
    this.destinationById = new Map(catalogue.destinations.map((d) => [d.id, d]));
    this.categoryBySlug = new Map(catalogue.categories.map((c) => [c.slug, c]));
    const byName = (name: string) => catalogue.destinations.find((d) => d.name === name);
    const trending = [...catalogue.destinations].filter((d) => d.trending > 0).sort((a, b) => a.trending - b.trending);
    this.popular = [...POPULAR.map(byName).filter((d): d is CatalogueDestination => d !== undefined), ...trending]
      .filter((d, i, all) => all.indexOf(d) === i)
      .slice(0, 5);
    this.genericInclusions = this.describeInclusions();
  }

  // ---- small talk -------------------------------------------------------------

  greeting(): string {
    return [
      "Hi, I'm Luna, Safarnama Holidays' travel assistant! I can find holiday packages across India by place, budget, trip length or theme, and answer questions about booking, payment and cancellation.",
      `Try “${EXAMPLES[0]}” or “${EXAMPLES[1]}”.`,
    ].join('\n');
  }

  thanks(): string {
    return "You're welcome! Ask me anytime if you'd like more options or help with booking. Happy travels!";
  }

  bye(): string {
    return 'Goodbye, and happy travels! I am here whenever you want to plan your next holiday.';
  }

  acknowledgement(): string {
    return 'Great! Tell me a place, budget, trip length or theme and I will find packages, or ask me about booking and cancellation.';
  }

  fallback(): string {
    return [
      "Sorry, I didn't quite get that. You can ask me things like:",
      ...EXAMPLES.map((e) => `• ${e}`),
      `Or talk to our team on ${this.catalogue.phone} or through the ${link('enquiry form', '/enquiry')}.`,
    ].join('\n');
  }

  /** For a trip request with nothing to search by yet. */
  askWhere(state: SearchState): string {
    const noted: string[] = [];
    if (state.people !== undefined) noted.push(`${state.people} ${state.people === 1 ? 'traveller' : 'travellers'}`);
    if (state.month !== undefined) noted.push(`travel in ${MONTH_NAMES[state.month - 1]}`);
    return [
      `${noted.length ? `Noted: ${noted.join(', ')}. ` : ''}Where would you like to go? Tell me a place, a budget or the kind of trip (honeymoon, family, adventure...).`,
      `Popular right now: ${this.popular.map((d) => link(d.name, destinationPath(d.name))).join(', ')}.`,
    ].join('\n');
  }

  // ---- contact, discounts, terms ---------------------------------------------

  contact(): string {
    return `You can call us on ${this.catalogue.phone}, email ${this.catalogue.email}, or leave your details on our ${link('enquiry form', '/enquiry')} and a travel expert will get back to you.`;
  }

  discount(): string {
    return `The prices I show are our current prices, and I can't promise or apply any reduction here. When one of our agents sends your quote, they will tell you about any ongoing offer. Ask for a quote on the ${link('enquiry form', '/enquiry')} or call ${this.catalogue.phone}.`;
  }

  policy(topic: Exclude<PolicyTopic, 'inclusions'>): string {
    return TERMS[topic];
  }

  /** What a package includes: one package's own list, or what holds across the catalogue. */
  inclusions(example: CataloguePackage | undefined): Composed {
    if (!example) return { text: this.genericInclusions, packages: [] };
    const included = example.inclusions.slice(0, 5).map((l) => `• ${l}`);
    return {
      text: [`${link(example.name, packageDetailPath(example.days, example.slug))} — ${rupees(example.price)} per person — includes:`, ...included, 'Its page lists everything included and excluded.'].join('\n'),
      packages: [example],
    };
  }

  private describeInclusions(): string {
    const all = this.catalogue.packages;
    const count = (f: (p: CataloguePackage) => boolean) => all.filter(f).length;
    const exclusionCounts = new Map<string, number>();
    for (const p of all) for (const line of new Set(p.exclusions.map((l) => (/^flights or train tickets/i.test(l) ? 'Flights or train tickets' : l)))) exclusionCounts.set(line, (exclusionCounts.get(line) ?? 0) + 1);
    const common = [...exclusionCounts]
      .filter(([line, n]) => n >= all.length / 2 && !/^anything not/i.test(line))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([line]) => line.replace(/\s*\(except[^)]*\)/i, '').toLowerCase());
    const counted = (what: string, n: number) => `${n === all.length ? 'all' : n} ${what}`;
    const parts = [
      `What's included depends on the package, and each package page lists its inclusions and exclusions. Of our ${all.length} packages, ${counted('include hotel stays', count((p) => p.includesHotel))}, ${counted('include meals (as listed)', count((p) => p.includesMeals))}, ${counted('include transfers', count((p) => p.includesTransfer))} and ${counted('include sightseeing', count((p) => p.includesSightseeing))}.`,
    ];
    if (common.length) parts.push(`Usually not included: ${common.join('; ')}.`);
    parts.push('Tell me a destination or package and I will show what it includes.');
    return parts.join('\n');
  }

  outOfScope(places: readonly UnservedPlace[]): string {
    const place = places[0];
    const offer = place.offer.map((name) => link(name, destinationPath(name)));
    const lead = place.international
      ? `We plan holidays within India only, so we don't have packages for ${place.name}.`
      : `Sorry, we don't have packages for ${place.name} yet.`;
    return offer.length ? `${lead} You might enjoy ${joinOr(offer)} instead.` : lead;
  }

  // ---- packages ---------------------------------------------------------------

  named(packages: readonly CataloguePackage[]): Composed {
    const lines = packages.slice(0, MAX_PACKAGES).map(packageLine);
    const first = packages[0];
    const destination = this.destinationById.get(first.destinationId);
    const tail = destination ? `More ${destination.name} packages: ${link(`${destination.name} tour packages`, destinationPath(destination.name))}.` : '';
    return { text: [...lines, 'Prices are per person on twin sharing.', tail].filter(Boolean).join('\n'), packages: packages.slice(0, MAX_PACKAGES) };
  }

  private wishOf(state: SearchState): Wish {
    const ids = [...new Set(state.places.flatMap((p) => p.destinationIds))];
    const destinations = ids.map((id) => this.destinationById.get(id)).filter((d): d is CatalogueDestination => d !== undefined);
    const stopRef = state.places.length === 1 && state.places[0].kind === 'stop' ? state.places[0] : undefined;
    const placeLabel = state.places.length ? joinOr([...new Set(state.places.map((p) => (p.kind === 'stop' ? (this.destinationById.get(p.destinationIds[0])?.name ?? p.label) : p.label)))]) : undefined;
    let { min: minPrice, max: maxPrice } = state.budget ?? {};
    if (state.budget?.total && state.people && state.people > 1) {
      minPrice = minPrice !== undefined ? Math.round(minPrice / state.people) : undefined;
      maxPrice = maxPrice !== undefined ? Math.round(maxPrice / state.people) : undefined;
    }
    return {
      destinations,
      placeLabel,
      stop: stopRef?.routePlace ? { label: stopRef.label, routePlace: stopRef.routePlace, destination: destinations[0]?.name ?? '' } : undefined,
      categories: state.themes.map((slug) => this.categoryBySlug.get(slug)).filter((c): c is CatalogueCategory => c !== undefined),
      minPrice,
      maxPrice,
      duration: state.duration,
      terms: state.terms,
      order: state.order,
      avoid: this.avoidFor(state),
      // a month with no place named picks the places at their best then
      suitsMonth:
        destinations.length === 0 && state.month !== undefined
          ? new Set(this.catalogue.destinations.filter((d) => d.guide?.bestMonths.includes(state.month!)).map((d) => d.id))
          : undefined,
    };
  }

  /**
   * What contradicts who travels: high altitude and adventure for small children, the
   * elderly or an easy pace; honeymoons for a family with children or grandparents,
   * or a woman travelling alone.
   */
  private avoidFor(state: SearchState): ((p: CataloguePackage) => boolean) | undefined {
    const t = state.travellers;
    const gentle = t.has('kids') || t.has('elderly') || t.has('easyPace');
    const noHoneymoon = t.has('kids') || t.has('elderly') || t.has('soloWoman');
    if (!gentle && !noHoneymoon) return undefined;
    const adventure = this.categoryBySlug.get('adventure')?.id;
    const honeymoon = this.categoryBySlug.get('honeymoon')?.id;
    return (p) =>
      (gentle && (this.destinationById.get(p.destinationId)?.guide?.highAltitude === true || (adventure !== undefined && p.categoryIds.includes(adventure)))) ||
      (noHoneymoon && honeymoon !== undefined && p.categoryIds.includes(honeymoon));
  }

  /** Whether the state holds anything to search packages by. */
  canSearch(state: SearchState): boolean {
    const w = this.wishOf(state);
    return (
      w.destinations.length > 0 ||
      w.categories.length > 0 ||
      w.minPrice !== undefined ||
      w.maxPrice !== undefined ||
      w.duration !== undefined ||
      w.order !== undefined ||
      (w.terms.length > 0 && this.index.matchesAny(w.terms))
    );
  }

  /** The package that best fits the conversation, to show what a package includes. */
  example(state: SearchState): CataloguePackage | undefined {
    if (state.named[0]) return state.named[0];
    const w = this.wishOf(state);
    if (w.destinations.length === 0) return undefined;
    return this.index.find(this.criteria(w)).packages[0] ?? this.index.find({ destinationIds: w.destinations.map((d) => d.id) }).packages[0];
  }

  private criteria(w: Wish): SearchCriteria {
    return {
      destinationIds: w.destinations.map((d) => d.id),
      routePlace: w.stop?.routePlace,
      categoryIds: w.categories.map((c) => c.id),
      minPrice: w.minPrice,
      maxPrice: w.maxPrice,
      duration: w.duration,
      terms: w.terms,
      order: w.order,
      avoid: w.avoid,
      suitsMonth: w.suitsMonth,
    };
  }

  /** 'honeymoon packages in Kashmir under 40,000 per person of about 5 days' */
  private describe(w: Wish, { theme = true, budget = true, duration = true, one = false } = {}): string {
    const themes = theme ? w.categories.map((c) => THEME_WORDING[c.slug] ?? c.name.toLowerCase()) : [];
    let text = `${themes.length ? `${themes.join(' and ')} ` : ''}${one ? 'package' : 'packages'}${w.placeLabel ? ` in ${w.placeLabel}` : ''}`;
    if (budget) {
      if (w.minPrice !== undefined && w.maxPrice !== undefined) text += ` between ${indianNumber(w.minPrice)} and ${indianNumber(w.maxPrice)} per person`;
      else if (w.maxPrice !== undefined) text += ` under ${indianNumber(w.maxPrice)} per person`;
      else if (w.minPrice !== undefined) text += ` above ${indianNumber(w.minPrice)} per person`;
    }
    if (duration && w.duration) text += durationWording(w.duration);
    return text;
  }

  private themeLink(category: CatalogueCategory): string {
    return link(`${THEME_WORDING[category.slug] ?? category.name.toLowerCase()} packages`, themePath(category.name));
  }

  private orderWording(w: Wish, termsMatched: boolean): string {
    if (termsMatched) return 'best matches first';
    if (w.duration?.target !== undefined) return w.order === 'dearest' ? 'nearest in length, then most premium' : 'nearest in length, then lowest price';
    return w.order === 'dearest' ? 'most premium first' : 'lowest price first';
  }

  private footer(w: Wish, state: SearchState, listed: readonly CataloguePackage[]): string[] {
    const lines = ['Prices are per person on twin sharing.'];
    const shown = [...new Set(listed.map((p) => p.destinationId))].map((id) => this.destinationById.get(id)!);
    const places = w.destinations.length > 0 && w.destinations.length <= 3 ? w.destinations : shown.length === 1 ? shown : [];
    if (places.length) lines.push(`See all: ${places.map((d) => link(`${d.name} tour packages`, destinationPath(d.name))).join(', ')}.`);
    else if (w.categories.length === 1) lines.push(`See all: ${this.themeLink(w.categories[0])}.`);
    if (state.people !== undefined || state.month !== undefined) {
      const who = state.people !== undefined ? ` for ${state.people} ${state.people === 1 ? 'traveller' : 'travellers'}` : '';
      const when = state.month !== undefined ? ` in ${MONTH_NAMES[state.month - 1]}` : '';
      lines.push(`Want exact prices${who}${when}? Ask for a custom quote on the ${link('enquiry form', '/enquiry')} and our team will send one.`);
    }
    return lines;
  }

  /** The best package of one destination for the conversation's wish (theme, budget, travellers), else its lowest priced. */
  bestFor(state: SearchState, destinationId: number): CataloguePackage | undefined {
    const w = { ...this.wishOf(state), destinations: [this.destinationById.get(destinationId)!] };
    return this.index.find(this.criteria(w)).packages[0] ?? this.index.find({ destinationIds: [destinationId] }).packages[0];
  }

  search(state: SearchState): Composed {
    const w = this.wishOf(state);
    const spread = w.destinations.length !== 1;
    const found = this.index.find(this.criteria(w));
    const intro: string[] = [];
    if (w.stop) intro.push(`${w.stop.label} is covered by our ${w.stop.destination} packages.`);
    if (found.packages.length > 0) {
      const top = pickTop(found.packages, MAX_PACKAGES, spread);
      const n = found.packages.length;
      const order = this.orderWording(w, found.termsMatched);
      const what = found.byTermsOnly ? (n === 1 ? 'package that matches' : 'packages that match') : this.describe(w, { one: n === 1 });
      const head =
        n <= MAX_PACKAGES
          ? `Here ${n === 1 ? 'is our only' : `are our ${n}`} ${what}${n > 1 ? `, ${order}` : ''}:`
          : `We have ${n} ${what}. Here are ${top.length}, ${order}:`;
      return { text: [...intro, head, ...top.map(packageLine), ...this.footer(w, state, top)].join('\n'), packages: top };
    }
    return this.closest(w, state, intro);
  }

  /** Nothing meets every filter: say so, then the nearest real options, loosening one filter at a time. */
  private closest(w: Wish, state: SearchState, intro: string[]): Composed {
    const full = this.describe(w);
    const attempts: { wish: Wish; what: string }[] = [];
    const noDuration = { ...w, duration: undefined };
    const noBudget = { ...w, minPrice: undefined, maxPrice: undefined };
    if (w.duration) attempts.push({ wish: noDuration, what: `our ${this.describe(noDuration)} in other lengths` });
    if (w.terms.length) attempts.push({ wish: { ...w, terms: [] }, what: `our ${this.describe(w)}` });
    if (w.minPrice !== undefined || w.maxPrice !== undefined) {
      const priceOrder = w.maxPrice === undefined ? 'dearest' : 'cheapest';
      attempts.push({ wish: { ...noBudget, duration: undefined, order: priceOrder }, what: `our ${this.describe(noBudget, { duration: false })}, ${priceOrder === 'cheapest' ? 'lowest price first' : 'most premium first'}` });
    }
    if (w.categories.length) {
      const noTheme = { ...w, categories: [], duration: undefined };
      attempts.push({ wish: noTheme, what: `our ${this.describe(noTheme, { duration: false })}` });
      if (w.destinations.length) {
        const elsewhere = { ...w, destinations: [], placeLabel: undefined, stop: undefined, duration: undefined };
        attempts.push({ wish: elsewhere, what: `our ${this.describe(elsewhere, { duration: false })} elsewhere` });
      }
    }
    if (w.destinations.length) {
      const placeOnly: Wish = { ...w, categories: [], minPrice: undefined, maxPrice: undefined, duration: undefined, terms: [], order: 'cheapest' };
      attempts.push({ wish: placeOnly, what: `our ${this.describe(placeOnly)}, lowest price first` });
    }
    for (const attempt of attempts) {
      const found = this.index.find(this.criteria(attempt.wish));
      if (found.packages.length === 0) continue;
      const top = pickTop(found.packages, MAX_PACKAGES, attempt.wish.destinations.length !== 1);
      const lines = [...intro, `Sorry, we don't have ${full}. The closest options are ${attempt.what}:`, ...top.map(packageLine)];
      const themeLink = w.categories.length === 1 && attempt.wish.categories.length === 0 ? ` Or browse all ${this.themeLink(w.categories[0])}.` : '';
      const footer = this.footer(attempt.wish, state, top);
      if (themeLink) footer[footer.length > 1 ? 1 : 0] += themeLink;
      return { text: [...lines, ...footer].join('\n'), packages: top };
    }
    return { text: [...intro, `Sorry, we don't have ${full}.`, this.askWhere(state)].join('\n'), packages: [] };
  }
}
