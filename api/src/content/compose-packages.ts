// Composes the seed packages and their day-wise itineraries from the package specs
// (packages.yaml) and the facts of the places on their routes (places/*.yaml).
import { ContentError } from './data-files';
import type { CategoryData, DestinationPlace, HotelClassData, HotelClassKey, PackageSpec, Place } from './schemas';
import { contentSlug, formatIndianNumber, hash } from './slug';
import type { SeedItineraryDay, SeedPackage } from './types';

type Leg = NonNullable<PackageSpec['route']>[number];
type Highlight = NonNullable<PackageSpec['highlights']>[number];

type Item = { kind: 'sight'; name: string; note: string } | { kind: 'act'; title: string; sentence: string; at?: string };

const label = (p: Place): string => p.label ?? p.name;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const lowerFirst = (s: string): string => (s ? s[0].toLowerCase() + s.slice(1) : s);
const upperFirst = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);
const list = (xs: string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const pick = <T>(xs: readonly T[], seed: string): T => xs[hash(seed) % xs.length];

function itemTitle(i: Item): string {
  return i.kind === 'sight' ? i.name : i.title;
}
function itemStage(i: Item): string {
  return i.kind === 'sight' ? `${i.name}: ${i.note}` : i.title;
}
function itemClause(i: Item): string {
  return i.kind === 'sight' ? `${i.name}, ${i.note}` : '';
}

/** Hours of a transit such as "about 9 to 10 hours, 260 km"; 0 when unknown. */
function transitHours(t: string): number {
  const m = /(\d+)(?:\s*to\s*(\d+))?\s*hours?/.exec(t);
  return m ? Number(m[2] ?? m[1]) : 0;
}

function transitStage(t: string, from: Place, to: Place): string {
  if (t.startsWith('about')) return `Drive from ${from.town} to ${to.town} (${t})`;
  if (t.startsWith('by ')) return `Travel from ${from.town} to ${to.town} ${t}`;
  return t;
}

function dinnerAt(p: Place): string {
  if (/houseboat/i.test(p.accommodation ?? '')) return 'Dinner on board';
  if (/camp|tent/i.test(p.accommodation ?? '')) return 'Dinner at the camp';
  return 'Dinner at the hotel';
}

const isAcclimatisation = (i: Item): boolean => i.kind === 'act' && /acclimati/i.test(i.title);

/** Cursor over a place’s sights and activities, shared across the legs of one package. */
class PlaceCursor {
  private s = 0;
  private a = 0;
  private readonly covered = new Set<number>();
  sightDays = 0;
  constructor(readonly place: Place) {}
  /** Marks the sights a package highlight already covers (“Ski lessons on the Auli slopes” covers “Auli ski slopes”). */
  cover(title: string): void {
    this.place.sights.forEach(({ name }, i) => {
      if (overlaps(title, name)) this.covered.add(i);
    });
  }
  nextSight(): Item | null {
    while (this.covered.has(this.s)) this.s++;
    const x = this.place.sights[this.s];
    if (!x) return null;
    this.s++;
    return { kind: 'sight', name: x.name, note: x.note };
  }
  nextAct(): Item | null {
    const x = this.place.activities?.[this.a];
    if (!x) return null;
    this.a++;
    return { kind: 'act', title: x.title, sentence: x.sentence };
  }
  next(): Item | null {
    return this.nextSight() ?? this.nextAct();
  }
}

function highlightItem(h: Highlight): Item {
  return { kind: 'act', title: h.title, sentence: h.sentence, at: h.at };
}

const STOP = new Set(['temple', 'beach', 'river', 'valley', 'falls', 'through', 'about', 'their', 'evening', 'morning', 'during']);
const keyWords = (s: string): string[] => s.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 5 && !STOP.has(w));
const overlaps = (a: string, b: string): boolean => {
  const wa = new Set(keyWords(a));
  return keyWords(b).some((w) => wa.has(w));
};

function routeOf(spec: PackageSpec, dest: Place): Leg[] {
  if (spec.nights !== undefined) return spec.nights === 0 ? [] : [{ place: dest.key, nights: spec.nights }];
  return spec.route!;
}

type PlaceLookup = (key: string) => Place;

interface Built {
  /** Place key of each itinerary day, in order (used by the artwork). */
  dayPlaces: string[];
  days: SeedItineraryDay[];
  highlights: string[];
  sightHighlights: string[];
  hotelsUsed: string[];
}

/** The hotel class a package stays in; `shown` when it is a declared class version, whose nights name their class. */
interface Stay {
  key: HotelClassKey;
  shown?: HotelClassData;
}

function hotelOf(p: Place, stay: Stay, packageName: string): string {
  if (stay.key === 'standard') return p.hotels.standard;
  if (stay.key === 'deluxe') return p.hotels.premium;
  if (!p.hotels.luxury) throw new ContentError(`content/places: ${p.key}: hotels.luxury is needed by "${packageName}" (a luxury version staying there)`);
  return p.hotels.luxury;
}

function composeItinerary(spec: PackageSpec, dest: Place, stay: Stay, place: PlaceLookup): Built {
  const route = routeOf(spec, dest);
  const meals = spec.meals;
  const hi = (spec.highlights ?? []).map(highlightItem);
  const cursors = new Map<string, PlaceCursor>();
  const cursor = (p: Place): PlaceCursor => {
    let c = cursors.get(p.key);
    if (!c) cursors.set(p.key, (c = new PlaceCursor(p)));
    return c;
  };
  const highlights: string[] = [];
  const sightHighlights: string[] = [];
  const note = (i: Item) => {
    if (isAcclimatisation(i)) return;
    highlights.push(itemTitle(i));
    if (i.kind === 'sight') sightHighlights.push(i.name);
  };
  const hotelsUsed: string[] = [];
  const days: SeedItineraryDay[] = [];
  const seed = contentSlug(spec.name);
  const alt = (n: number, title: string, p: Place) => `Day ${n} of ${spec.name}: ${title}, illustrated scene of ${label(p)}`;

  // Day trip
  if (route.length === 0) {
    const c = cursor(dest);
    const items: Item[] = [...hi];
    while (items.length < 3) {
      const x = c.nextSight();
      if (!x) break;
      items.push(x);
    }
    items.forEach(note);
    const sights = items.filter((i) => i.kind === 'sight');
    const acts = items.filter((i) => i.kind === 'act') as Extract<Item, { kind: 'act' }>[];
    const title = `${label(dest)} Day Tour`;
    const desc = [
      `Our driver picks you up at your hotel or ${dest.hub} in the morning.`,
      ...acts.map((a) => a.sentence),
      sights.length ? `The day takes in ${list(sights.map(itemClause))}.` : '',
      meals ? 'Lunch is at a local restaurant on the way.' : '',
      `You are dropped back in the evening.`,
    ]
      .filter(Boolean)
      .join(' ');
    days.push({
      day: 1,
      name: `Day 1: ${title}`,
      description: desc,
      stages: [`Pick-up from your hotel or ${dest.hub}`, ...items.map(itemStage), ...(meals ? ['Lunch at a local restaurant'] : []), `Drop back at your hotel or ${dest.hub} in the evening`],
      accommodation: 'No overnight stay (day trip)',
      hotelName: '',
      imageAltText: alt(1, title, dest),
    });
    return { dayPlaces: days.map(() => dest.key), days, highlights, sightHighlights, hotelsUsed };
  }

  // Plan the day kinds first so package highlights can go to sightseeing days.
  type Slot = { kind: 'arrive' | 'transfer' | 'see'; p: Place; transit?: string; prev?: Place; move?: string; items: Item[] };
  const slots: Slot[] = [];
  route.forEach(({ place: key, nights, transit }, li) => {
    const p = place(key);
    const prev = li > 0 ? place(route[li - 1].place) : undefined;
    for (let n = 0; n < nights; n++) {
      if (n > 0) slots.push({ kind: 'see', p, items: [] });
      else if (!prev) slots.push({ kind: 'arrive', p, items: [] });
      // Same town (houseboat to hotel): a sightseeing day that starts with the move.
      else if (prev.town === p.town)
        slots.push({ kind: 'see', p, move: `Check out of ${/houseboat/i.test(prev.accommodation ?? '') ? 'the houseboat' : 'your hotel'} and move to your hotel${transit ? `, ${transit}` : ''}`, items: [] });
      else slots.push({ kind: 'transfer', p, transit, prev, items: [] });
    }
  });
  // Distribute package highlights: a placed highlight goes to the first day at its place; the others one per
  // sightseeing day, then to the evenings of arrival and transfer days, then to the last morning.
  const pending: Item[] = [];
  for (const h of hi) {
    const at = h.kind === 'act' ? h.at : undefined;
    const target = at
      ? (slots.find((s) => s.p.key === at && s.kind === 'see' && s.items.length === 0) ?? slots.find((s) => s.p.key === at && s.items.length === 0))
      : undefined;
    if (target) target.items.push(h);
    else pending.push(h);
  }
  for (const s of slots) {
    if (!pending.length) break;
    if (s.kind === 'see' && s.items.length === 0) s.items.push(pending.shift() as Item);
  }
  for (const s of slots) {
    if (!pending.length) break;
    if (s.kind !== 'see' && s.items.length === 0) s.items.push(pending.shift() as Item);
  }
  for (const s of slots) for (const it of s.items) if (it.kind === 'act') cursor(s.p).cover(it.title);
  const departHighlights = pending;

  slots.forEach((s, idx) => {
    const n = idx + 1;
    const p = s.p;
    const c = cursor(p);
    const hotelBase = hotelOf(p, stay, spec.name);
    const hotel = `${hotelBase}, ${p.town}`;
    if (!hotelsUsed.includes(hotel)) hotelsUsed.push(hotel);
    const accommodation = p.accommodation ?? `Overnight stay in ${p.town}${stay.shown ? ` ${stay.shown.stay}` : ''}`;
    const stages: string[] = [];
    const text: string[] = [];
    let title: string;

    if (s.kind === 'arrive' || s.kind === 'transfer') {
      if (s.kind === 'arrive') {
        title = `Arrival in ${label(p)}`;
        stages.push(`Arrive at ${p.hub} and meet our representative`);
        stages.push(p.hubDrive ? `Drive to ${p.town} (${p.hubDrive})` : `Transfer to ${p.town}`);
        text.push(`Arrive at ${p.hub}, where our representative meets you.`);
        text.push(p.hubDrive ? `Drive to ${p.town} (${p.hubDrive}) and check in at ${hotelBase}.` : `Transfer to ${hotelBase} in ${p.town} and check in.`);
      } else {
        const prev = s.prev as Place;
        const t = s.transit ?? `about a few hours by road`;
        const stage = transitStage(t, prev, p);
        title = `${label(prev)} to ${label(p)}`;
        stages.push(meals ? 'Breakfast and check out' : 'Check out after an early start');
        stages.push(stage);
        text.push(stage.startsWith('After') ? `${stage}.` : `After breakfast, check out and ${lowerFirst(stage)}.`);
        text.push(`Check in at ${hotelBase} on arrival.`);
      }
      stages.push(`Check in at ${hotelBase}`);
      const long = (s.kind === 'arrive' ? Boolean(p.farFromHub) : transitHours(s.transit ?? '') >= 7) || Boolean(p.noEveningSightseeing);
      const evening: Item[] = [...s.items];
      if (s.kind === 'arrive' && p.highAltitude) {
        stages.push('Rest for the day to acclimatise to the altitude');
        text.push('Rest for the remainder of the day to acclimatise to the altitude: avoid exertion, drink plenty of water and skip alcohol.');
        const walk = c.nextAct();
        if (walk && walk.kind === 'act' && /acclimati/i.test(walk.title)) {
          evening.push(walk);
        }
      } else if (!long && evening.length === 0) {
        const x = c.nextSight() ?? c.nextAct();
        if (x) evening.push(x);
      }
      const hours = s.kind === 'transfer' ? transitHours(s.transit ?? '') : 0;
      const when = hours > 0 && hours <= 4 ? 'afternoon' : 'evening';
      for (const e of evening) {
        note(e);
        stages.push(e.kind === 'sight' ? `${upperFirst(when)}: ${itemStage(e)}` : e.title);
        text.push(e.kind === 'sight' ? `In the ${when}, visit ${itemClause(e)}.` : e.sentence);
      }
      if (evening.length === 0 && !(s.kind === 'arrive' && p.highAltitude)) {
        stages.push('Evening at leisure');
        text.push(long ? 'After the long journey, the evening is free to rest.' : `The evening is free to settle in and explore ${p.town} at your own pace.`);
      }
      if (meals) stages.push(dinnerAt(p));
    } else {
      const perDay = p.sightsPerDay ?? 2;
      const items: Item[] = [...s.items];
      while (items.length < perDay) {
        const x = c.nextSight();
        if (!x) break;
        items.push(x);
      }
      if (items.length === 0) {
        const x = c.nextAct();
        if (x) items.push(x);
      }
      stages.push(meals ? (s.move && /houseboat/i.test(s.move) ? 'Breakfast on the houseboat' : 'Breakfast at the hotel') : 'Early start from the hotel');
      if (s.move) {
        stages.push(s.move);
        text.push(`After breakfast, ${lowerFirst(s.move)}.`);
      }
      const withNote = Boolean(p.firstDayNote && c.sightDays === 0);
      if (withNote && p.firstDayNote) {
        stages.push(p.firstDayNote.replace(/\.$/, ''));
        text.push(`After breakfast, ${lowerFirst(p.firstDayNote)}`);
      }
      c.sightDays++;
      if (items.length === 0) {
        title = `Leisure day in ${label(p)}`;
        stages.push(`Free day in ${p.town}`);
        text.push(`A free day to enjoy ${p.town} at your own pace: stroll the market, try the local food and rest before the journey ahead.`);
      } else {
        const titles = items.map(itemTitle);
        title = titles.some((t) => t.includes(' and ')) ? titles.join(', ') : list(titles);
        const openers = s.move
          ? ['Then visit {c}.', 'Later, visit {c}.']
          : withNote
          ? ['There, visit {c}.', 'On arrival, visit {c}.']
          : ['After breakfast, visit {c}.', 'Begin the day with a visit to {c}.', 'Your first stop today is {c}.'];
        const seconds = ['Later, continue to {c}.', 'In the afternoon, head on to {c}.', 'Then move on to {c}.'];
        items.forEach((it, k) => {
          note(it);
          stages.push(itemStage(it));
          if (it.kind === 'act') text.push(it.sentence);
          else text.push(pick(k === 0 ? openers : seconds, `${seed}-${n}-${k}`).replace('{c}', itemClause(it)));
        });
        const closers = p.accommodation
          ? ['Return for a relaxed evening.', 'The evening is yours to unwind.']
          : [`Return to ${p.town} for the evening.`, `The evening is free to explore ${p.town} at your own pace.`, 'Head back to your hotel for a relaxed evening.'];
        text.push(pick(closers, `${seed}-${n}-close`));
      }
      stages.push(p.accommodation ? 'Return for the evening' : `Return to the hotel in ${p.town}`);
      if (meals) stages.push(dinnerAt(p));
    }
    days.push({
      day: n,
      name: `Day ${n}: ${title}`,
      description: text.join(' '),
      stages,
      accommodation,
      hotelName: hotel,
      imageAltText: alt(n, title, p),
    });
  });

  // Departure
  const last = place(route[route.length - 1].place);
  const n = slots.length + 1;
  const go = spec.departure ?? `Transfer to ${last.hub}${last.hubDrive ? ` (${last.hubDrive})` : ''} for your onward journey`;
  const stages = [meals ? 'Breakfast and check out' : 'Check out from the hotel'];
  const text: string[] = [];
  const lastCursor = cursor(last);
  if (!departHighlights.length && !last.highAltitude && !last.farFromHub && !spec.departure && transitHours(last.hubDrive ?? '') < 3) {
    const x = lastCursor.nextSight();
    if (x) departHighlights.push(x);
  }
  for (const h of departHighlights) {
    note(h);
    stages.push(h.kind === 'sight' ? `Morning: ${itemStage(h)}` : itemStage(h));
    text.push(h.kind === 'act' ? h.sentence : `Before leaving, there is time for a visit to ${itemClause(h)}.`);
  }
  stages.push(go);
  text.unshift(meals ? 'After breakfast, check out of the hotel.' : 'Check out of the hotel.');
  text.push(`${upperFirst(go)}. Your ${spec.name} ends here.`);
  days.push({
    day: n,
    name: `Day ${n}: Departure from ${label(last)}`,
    description: text.join(' '),
    stages,
    accommodation: 'No overnight stay (departure)',
    hotelName: '',
    imageAltText: alt(n, `Departure from ${label(last)}`, last),
  });
  return { dayPlaces: [...slots.map((x) => x.p.key), last.key], days, highlights, sightHighlights, hotelsUsed };
}

// Category ids are fixed by the spec (categories.yaml keeps them).
const HONEYMOON = 5;
const SEASONAL = 6;

export interface PackageContext {
  place: PlaceLookup;
  category: (id: number) => CategoryData;
  policies: { tour: string; cancellation: string };
  hotelClasses: Readonly<Record<HotelClassKey, HotelClassData>>;
}

/** A spec's own class: deluxe (the places' premium hotels) for a honeymoon or 6,000+ a day, otherwise standard. */
function ownClass(spec: PackageSpec, dest: Place): HotelClassKey {
  const days = routeOf(spec, dest).reduce((a, leg) => a + leg.nights, 0) + 1;
  return spec.price / days >= 6000 || spec.categories.includes(HONEYMOON) ? 'deluxe' : 'standard';
}

const CLASS_RANK: Record<HotelClassKey, number> = { standard: 0, deluxe: 1, luxury: 2 };

/** Prices end in 999, as the catalogue's do: the nearest thousand less one rupee. */
function roundPrice(x: number): number {
  return Math.max(4999, Math.round(x / 1000) * 1000 - 1);
}

/** What a package is a version of, for its information text. */
interface VersionOf {
  kind: 'class' | 'length';
  name: string;
}

interface Version {
  spec: PackageSpec;
  stay: Stay;
  of?: VersionOf;
}

/**
 * The packages one spec declares, in order: the spec itself, its class versions, then each
 * length version followed by that version's class versions.
 */
function versionsOf(spec: PackageSpec, dest: DestinationPlace, ctx: PackageContext): Version[] {
  const where = `content/packages.yaml: ${dest.key}: "${spec.name}"`;
  const classed = (base: PackageSpec, classes: readonly HotelClassKey[], of?: VersionOf): Version[] => {
    const own = ownClass(base, dest);
    const out: Version[] = [{ spec: base, stay: { key: own }, of }];
    for (const key of classes) {
      if (CLASS_RANK[key] <= CLASS_RANK[own]) throw new ContentError(`${where}: classes: "${base.name}" is already ${own} (honeymoon or 6,000+ a day), so ${key} is not a higher class`);
      const data = ctx.hotelClasses[key];
      const price = roundPrice((base.price * data.factor) / ctx.hotelClasses[own].factor);
      if (price > 150000) throw new ContentError(`${where}: classes: the ${key} version of "${base.name}" would cost ${price}, above 150,000`);
      const { lengths: _l, classes: _c, ...rest } = base;
      out.push({ spec: { ...rest, name: `${base.name} (${data.label})`, price }, stay: { key, shown: data }, of: { kind: 'class', name: base.name } });
    }
    return out;
  };
  const out = classed(spec, spec.classes ?? []);
  const route = routeOf(spec, dest);
  const days = route.reduce((a, leg) => a + leg.nights, 0) + 1;
  for (const [i, length] of (spec.lengths ?? []).entries()) {
    const at = `${where}: lengths[${i}]`;
    if (route.length === 0) throw new ContentError(`${at}: a day trip has no nights to change`);
    const legs = route.map((leg) => ({ ...leg }));
    for (const [key, add] of Object.entries(length.add)) {
      const leg = legs.find((l) => l.place === key);
      if (!leg) throw new ContentError(`${at}: add: "${key}" is not on the route`);
      leg.nights += add ?? 0;
      if (leg.nights < 1) throw new ContentError(`${at}: add: the leg at "${key}" would have no nights`);
    }
    const nights = legs.reduce((a, leg) => a + leg.nights, 0);
    if (nights > 14) throw new ContentError(`${at}: ${nights} nights is more than 14`);
    const price = length.price ?? roundPrice(spec.price * ((nights + 1) / days) ** 0.85);
    const { lengths: _l, classes: _c, blurb: _b, ...rest } = spec;
    const base: PackageSpec = {
      ...rest,
      name: length.name,
      price,
      categories: length.categories ?? spec.categories,
      ...(spec.nights !== undefined ? { nights, route: undefined } : { route: legs, nights: undefined }),
    };
    out.push(...classed(base, length.classes ?? [], { kind: 'length', name: spec.name }));
  }
  return out;
}

function buildPackage(version: Version, dest: DestinationPlace, ctx: PackageContext): { pkg: SeedPackage; dayPlaces: string[] } {
  const { spec, stay, of } = version;
  const { place } = ctx;
  const facts = dest.destination;
  const slug = contentSlug(spec.name);
  const route = routeOf(spec, dest);
  const nights = route.reduce((a, leg) => a + leg.nights, 0);
  const days = nights + 1;
  const meals = spec.meals;
  const premium = stay.key !== 'standard';
  const { dayPlaces, days: itinerary, highlights, sightHighlights, hotelsUsed } = composeItinerary(spec, dest, stay, place);
  const routePlaces = route.map((leg) => place(leg.place));
  const uniqueLabels = [...new Set(routePlaces.map(label))];
  const where = uniqueLabels.length <= 1 ? `in ${label(dest)}` : `through ${list(uniqueLabels)}`;
  const uniqueHighlights = [...new Set(highlights)];
  const uniqueSights = [...new Set(sightHighlights)];
  const top3 = (uniqueSights.length >= 2 ? uniqueSights : uniqueHighlights).slice(0, 3);
  const seasonal = spec.categories[0] === SEASONAL && spec.season;
  const length = days === 1 ? 'in a single day' : `${seasonal ? '' : 'of '}${plural(nights, 'night')} and ${days} days`;
  const opener = seasonal ? `A seasonal special timed for ${spec.season}:` : ctx.category(spec.categories[0]).packageOpener;
  const blurb = spec.blurb ?? `${opener} ${length} ${where}, taking in ${list(top3)}.`;
  const catNames = spec.categories.map((id) => ctx.category(id).name);

  const inclusions: string[] = [];
  // A class version names its class unless every night is a houseboat or a camp.
  const classShown = stay.shown && routePlaces.some((p) => !p.accommodation) ? stay.shown : undefined;
  if (nights > 0)
    inclusions.push(`${plural(nights, 'night')}${nights === 1 ? '’s' : '’'} accommodation ${classShown ? `in ${classShown.rooms}: ` : 'at '}${list(hotelsUsed)} (or similar)`);
  if (meals) inclusions.push(nights > 0 ? 'Daily breakfast and dinner' : 'Lunch during the tour');
  const special = [
    ...new Set(routePlaces.filter((p) => p.accommodation && /houseboat|camp|tent/i.test(p.accommodation)).map((p) => (/houseboat/i.test(p.accommodation ?? '') ? 'houseboat' : 'camp'))),
  ];
  if (meals && special.length) inclusions.push(`All meals during the ${special.join(' and ')} stay${special.length > 1 ? 's' : ''}`);
  const firstHub = (routePlaces[0] ?? dest).hub;
  const lastHub = (routePlaces[routePlaces.length - 1] ?? dest).hub;
  inclusions.push(firstHub === lastHub ? `Pick-up and drop at ${firstHub}` : `Pick-up at ${firstHub} and drop at ${lastHub}`);
  inclusions.push('All transfers and sightseeing by private vehicle as per the itinerary');
  if (route.some((leg) => (leg.transit ?? '').includes('ferry'))) inclusions.push('Inter-island ferry tickets');
  inclusions.push('Driver’s allowance, tolls, parking and fuel');
  for (const k of new Set(route.map((leg) => leg.place))) {
    const inc = place(k).permitInclusion;
    if (inc && !inclusions.includes(inc)) inclusions.push(inc);
  }
  inclusions.push(...(spec.inclusions ?? []));
  if (stay.shown) inclusions.push(...stay.shown.inclusions);
  inclusions.push('24x7 support from our travel team during the trip');

  const exclusions = [
    `Flights or train tickets to ${firstHub}${lastHub !== firstHub ? ` and from ${lastHub}` : ''}`,
    meals ? 'Lunch (except where mentioned) and any meals not listed' : 'Meals, unless mentioned in the itinerary',
    'Entry tickets, camera fees and monument charges',
    'Adventure activities and optional excursions not listed under inclusions',
    'Personal expenses such as laundry, phone calls, tips and porterage',
    'Travel insurance',
    'GST (5%) and any increase in government taxes',
    ...(spec.exclusions ?? []),
    'Anything not mentioned under inclusions',
  ];

  const descriptionHtml = [
    `<p>${blurb}</p>`,
    `<p>Highlights of this ${days === 1 ? 'day tour' : `${nights}-night holiday`}:</p>`,
    `<ul>${uniqueHighlights.slice(0, 6).map((h) => `<li>${h}</li>`).join('')}</ul>`,
    `<p>Includes ${nights > 0 ? (classShown ? `stays in ${classShown.rooms}, ` : `${premium ? 'premium' : 'comfortable'} hotel stays, `) : ''}${meals ? (nights > 0 ? 'breakfast and dinner, ' : 'lunch, ') : ''}private transfers and sightseeing.</p>`,
  ].join('');

  const information = [
    `${spec.name} is a ${days}-day${nights ? `, ${nights}-night` : ''} ${list(spec.categories.map((id) => ctx.category(id).packageAdjective))} package ${where}.${spec.season ? ` It is timed for ${spec.season}.` : ''}`,
    of?.kind === 'class' && stay.shown
      ? `This is the ${stay.shown.label} version of ${of.name}: the same itinerary, staying in ${stay.shown.rooms}.`
      : '',
    of?.kind === 'length' ? `It is the ${nights}-night version of ${of.name}.` : '',
    route.length > 1 ? `Route: ${route.map((leg) => `${label(place(leg.place))} (${plural(leg.nights, 'night')})`).join(', then ')}.` : '',
    uniqueSights.length ? `Along the way you will see ${list(uniqueSights.slice(0, 8))}.` : '',
    `Best time to go: ${facts.bestTime}`,
    facts.permit ? `Permits: ${facts.permit}` : `Good to know: ${facts.safety}`,
    'The price is per person on twin sharing. Every Safarnama Holidays package is a flexi package: tell us your dates, hotel preference or extra nights and our travel experts will tailor it for you.',
  ]
    .filter(Boolean)
    .join('\n\n');

  const pkg: SeedPackage = {
    slug,
    name: spec.name,
    destinationSlug: dest.key,
    categoryIds: [...spec.categories],
    days,
    price: spec.price,
    // the stars a card shows are the hotels' category, which the class states; a day trip has no hotel
    hotelCategory: nights > 0 ? ctx.hotelClasses[stay.key].stars : null,
    description: descriptionHtml,
    information,
    inclusions,
    exclusions,
    tourPolicy: ctx.policies.tour,
    cancellationPolicy: ctx.policies.cancellation,
    includes: { meals, hotel: nights > 0, transfer: true, sightseeing: true },
    imageAltText: `Illustrated ${dest.landscape.replace('-', ' ')} scene of ${label(dest)} for the ${spec.name} package`,
    metaTitle: `${spec.name}: ${days === 1 ? '1 Day' : `${nights}N/${days}D`} ${dest.name} Tour | Safarnama Holidays`,
    metaDescription: `Book ${spec.name}: ${days === 1 ? 'a day' : `${days} days`} ${where} from ₹${formatIndianNumber(spec.price)} per person on twin sharing, with ${list(top3.slice(0, 2))}. Customisable, 24x7 support.`,
    keywords: [
      spec.name.toLowerCase(),
      `${dest.name.toLowerCase()} tour package`,
      `${dest.name.toLowerCase()} ${days} days itinerary`,
      ...catNames.map((c) => `${c.toLowerCase()} tour ${dest.name.toLowerCase()}`),
      ...(stay.shown ? [`${stay.shown.label.toLowerCase()} ${dest.name.toLowerCase()} package`] : []),
      ...uniqueLabels.map((l) => l.toLowerCase()),
    ]
      .filter((v, i, a) => a.indexOf(v) === i)
      .join(', '),
    itinerary,
  };
  return { pkg, dayPlaces };
}

/**
 * Every package, in destination order, and the place key of each of its itinerary days
 * (package slug -> keys, day 1 first; the artwork draws each day's place).
 */
export function composePackages(
  destinations: DestinationPlace[],
  specs: Readonly<Record<string, PackageSpec[]>>,
  ctx: PackageContext,
): { packages: SeedPackage[]; itineraryDayPlaces: Map<string, string[]> } {
  const itineraryDayPlaces = new Map<string, string[]>();
  const packages = destinations.flatMap((d) =>
    specs[d.key].flatMap((spec) =>
      versionsOf(spec, d, ctx).map((version) => {
        const { pkg, dayPlaces } = buildPackage(version, d, ctx);
        if (itineraryDayPlaces.has(pkg.slug)) throw new ContentError(`content/packages.yaml: ${d.key}: a second package is named "${pkg.name}" (slug ${pkg.slug})`);
        itineraryDayPlaces.set(pkg.slug, dayPlaces);
        return pkg;
      }),
    ),
  );
  return { packages, itineraryDayPlaces };
}
