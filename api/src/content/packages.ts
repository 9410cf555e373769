// Composes the seed packages and their day-wise itineraries from the per-place facts.
import type { SeedItineraryDay, SeedPackage } from './types';
import { allPlaces, place, C, type Act, type Leg, type Place, type PkgSpec } from './places';
import { categoryName } from './categories';
import { formatIndianNumber, hash, slugify } from './slug';

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
  if (/houseboat/i.test(p.sleep ?? '')) return 'Dinner on board';
  if (/camp|tent/i.test(p.sleep ?? '')) return 'Dinner at the camp';
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
    this.place.sights.forEach(([name], i) => {
      if (overlaps(title, name)) this.covered.add(i);
    });
  }
  nextSight(): Item | null {
    while (this.covered.has(this.s)) this.s++;
    const x = this.place.sights[this.s];
    if (!x) return null;
    this.s++;
    return { kind: 'sight', name: x[0], note: x[1] };
  }
  nextAct(): Item | null {
    const x = this.place.acts?.[this.a];
    if (!x) return null;
    this.a++;
    return { kind: 'act', title: x[0], sentence: x[1] };
  }
  next(): Item | null {
    return this.nextSight() ?? this.nextAct();
  }
}

function actItem(a: Act): Item {
  return { kind: 'act', title: a[0], sentence: a[1], at: a[2] };
}

const STOP = new Set(['temple', 'beach', 'river', 'valley', 'falls', 'through', 'about', 'their', 'evening', 'morning', 'during']);
const keyWords = (s: string): string[] => s.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 5 && !STOP.has(w));
const overlaps = (a: string, b: string): boolean => {
  const wa = new Set(keyWords(a));
  return keyWords(b).some((w) => wa.has(w));
};

function routeOf(spec: PkgSpec, dest: Place): Leg[] {
  if (spec.selfNights !== undefined) return spec.selfNights === 0 ? [] : [[dest.key, spec.selfNights]];
  return spec.route;
}

interface Built {
  /** Place key of each itinerary day, in order (used by the artwork). */
  dayPlaces: string[];
  days: SeedItineraryDay[];
  highlights: string[];
  sightHighlights: string[];
  hotelsUsed: string[];
}

function composeItinerary(spec: PkgSpec, dest: Place, premium: boolean): Built {
  const route = routeOf(spec, dest);
  const meals = !spec.noMeals;
  const hi = (spec.hi ?? []).map(actItem);
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
  const seed = slugify(spec.name);
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
  route.forEach(([key, nights, transit], li) => {
    const p = place(key);
    const prev = li > 0 ? place(route[li - 1][0]) : undefined;
    for (let n = 0; n < nights; n++) {
      if (n > 0) slots.push({ kind: 'see', p, items: [] });
      else if (!prev) slots.push({ kind: 'arrive', p, items: [] });
      // Same town (houseboat to hotel): a sightseeing day that starts with the move.
      else if (prev.town === p.town)
        slots.push({ kind: 'see', p, move: `Check out of ${/houseboat/i.test(prev.sleep ?? '') ? 'the houseboat' : 'your hotel'} and move to ${p.hotels[0].length ? 'your hotel' : p.town}${transit ? `, ${transit}` : ''}`, items: [] });
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
    const hotelBase = premium ? p.hotels[1] : p.hotels[0];
    const hotel = `${hotelBase}, ${p.town}`;
    if (!hotelsUsed.includes(hotel)) hotelsUsed.push(hotel);
    const accommodation = p.sleep ?? `Overnight stay in ${p.town}`;
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
      const long = (s.kind === 'arrive' ? Boolean(p.far) : transitHours(s.transit ?? '') >= 7) || Boolean(p.noEvening);
      const evening: Item[] = [...s.items];
      if (s.kind === 'arrive' && p.alt) {
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
      if (evening.length === 0 && !(s.kind === 'arrive' && p.alt)) {
        stages.push('Evening at leisure');
        text.push(long ? 'After the long journey, the evening is free to rest.' : `The evening is free to settle in and explore ${p.town} at your own pace.`);
      }
      if (meals) stages.push(dinnerAt(p));
    } else {
      const perDay = p.perDay ?? 2;
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
      const withNote = Boolean(p.dayNote && c.sightDays === 0);
      if (withNote && p.dayNote) {
        stages.push(p.dayNote.replace(/\.$/, ''));
        text.push(`After breakfast, ${lowerFirst(p.dayNote)}`);
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
        const closers = p.sleep
          ? ['Return for a relaxed evening.', 'The evening is yours to unwind.']
          : [`Return to ${p.town} for the evening.`, `The evening is free to explore ${p.town} at your own pace.`, 'Head back to your hotel for a relaxed evening.'];
        text.push(pick(closers, `${seed}-${n}-close`));
      }
      stages.push(p.sleep ? 'Return for the evening' : `Return to the hotel in ${p.town}`);
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
  const last = place(route[route.length - 1][0]);
  const n = slots.length + 1;
  const go = spec.depart ?? `Transfer to ${last.hub}${last.hubDrive ? ` (${last.hubDrive})` : ''} for your onward journey`;
  const stages = [meals ? 'Breakfast and check out' : 'Check out from the hotel'];
  const text: string[] = [];
  const lastCursor = cursor(last);
  if (!departHighlights.length && !last.alt && !last.far && !spec.depart && transitHours(last.hubDrive ?? '') < 3) {
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

const CAT_PHRASE: Record<number, string> = {
  [C.Wildlife]: 'A wildlife holiday',
  [C.Adventure]: 'An adventure trip',
  [C.Family]: 'A family holiday',
  [C.Nature]: 'A nature escape',
  [C.HoneyMoon]: 'A romantic honeymoon',
  [C.Seasonal]: 'A seasonal special',
  [C.Friends]: 'A getaway for friends',
  [C.Water]: 'A water-activities holiday',
  [C.Religious]: 'A comfortable pilgrimage',
};

const CAT_ADJ: Record<number, string> = {
  [C.Wildlife]: 'wildlife',
  [C.Adventure]: 'adventure',
  [C.Family]: 'family',
  [C.Nature]: 'nature',
  [C.HoneyMoon]: 'honeymoon',
  [C.Seasonal]: 'seasonal',
  [C.Friends]: 'friends',
  [C.Water]: 'water-activities',
  [C.Religious]: 'religious',
};

const PERMIT_INCLUSION: Record<string, string> = {
  nubra: 'Ladakh environment fee and Red Cross contribution for the protected areas',
  pangong: 'Ladakh environment fee and Red Cross contribution for the protected areas',
  'tso-moriri': 'Ladakh environment fee and Red Cross contribution for the protected areas',
  yamunotri: 'Char Dham yatra registration',
  gangotri: 'Char Dham yatra registration',
  kedarnath: 'Char Dham yatra registration',
  badrinath: 'Char Dham yatra registration',
  lachung: 'North Sikkim and Tsomgo Lake permits',
  'rann-of-kutch': 'White Rann entry permit',
  tawang: 'Arunachal Pradesh Inner Line Permit (for Indian citizens)',
  'vaishno-devi': 'Yatra registration (RFID card) assistance',
  lakshadweep: 'Lakshadweep entry permit',
};

export const TOUR_POLICY = [
  'Booking and confirmation: your holiday is confirmed only after 100% of the package cost is received through our secure payment link (cards, UPI and net banking are processed by our card payment provider) and you receive a written confirmation from Safarnama Holidays by email.',
  'Hotels: the hotels named in the itinerary, or similar properties of the same category, are confirmed at the time of booking. Standard check-in is from 12:00 to 14:00 and check-out by 10:00 to 11:00; early check-in and late check-out depend on availability.',
  'Identity: every traveller must carry a valid government photo ID (Aadhaar, passport, voter ID or driving licence); foreign nationals need a passport and a valid Indian visa.',
  'Age: the person making the booking must be at least 18 years old; children travel with a parent or guardian.',
  'Itinerary: the order of sightseeing may change because of weather, road, traffic or local conditions. Services missed for such reasons are not refundable, but we always try to offer an alternative.',
  'Support: our team is available 24x7 on the phone number in your confirmation for any help during the trip.',
].join('\n');

export const CANCELLATION_POLICY = [
  'Payment: 100% of the package cost is payable upfront at the time of booking.',
  'If you cancel your holiday:',
  '• 30 or more days before departure: 35% of the package cost is retained and 65% is refunded.',
  '• 20-29 days before departure: 75% is retained and 25% is refunded.',
  '• 19 days or less before departure: 100% is retained (no refund).',
  'Rescheduling: there is no rescheduling fee. New dates are subject to availability, and any difference in hotel, transport or ticket costs is payable.',
  'Refunds are made to the original payment method within 7-14 business days of the written cancellation request.',
].join('\n');

function ratingFor(slug: string): number {
  return Math.round((3.5 + (hash(`rating-${slug}`) % 16) / 10) * 10) / 10;
}

/** Package slug -> place key of each itinerary day (day 1 first). */
export const itineraryDayPlaces = new Map<string, string[]>();

export function buildPackage(spec: PkgSpec, dest: Place): SeedPackage {
  const slug = slugify(spec.name);
  const route = routeOf(spec, dest);
  const nights = route.reduce((a, [, n]) => a + n, 0);
  const days = nights + 1;
  const meals = !spec.noMeals;
  const premium = spec.price / days >= 6000 || spec.cats.includes(C.HoneyMoon);
  const { dayPlaces, days: itinerary, highlights, sightHighlights, hotelsUsed } = composeItinerary(spec, dest, premium);
  itineraryDayPlaces.set(slug, dayPlaces);
  const routePlaces = route.map(([k]) => place(k));
  const uniqueLabels = [...new Set(routePlaces.map(label))];
  const where = uniqueLabels.length <= 1 ? `in ${label(dest)}` : `through ${list(uniqueLabels)}`;
  const uniqueHighlights = [...new Set(highlights)];
  const uniqueSights = [...new Set(sightHighlights)];
  const top3 = (uniqueSights.length >= 2 ? uniqueSights : uniqueHighlights).slice(0, 3);
  const seasonal = spec.cats[0] === C.Seasonal && spec.season;
  const length = days === 1 ? 'in a single day' : `${seasonal ? '' : 'of '}${plural(nights, 'night')} and ${days} days`;
  const opener = seasonal ? `A seasonal special timed for ${spec.season}:` : CAT_PHRASE[spec.cats[0]];
  const blurb = spec.blurb ?? `${opener} ${length} ${where}, taking in ${list(top3)}.`;
  const catNames = spec.cats.map(categoryName);

  const inclusions: string[] = [];
  if (nights > 0) inclusions.push(`${plural(nights, 'night')}${nights === 1 ? '’s' : '’'} accommodation at ${list(hotelsUsed)} (or similar)`);
  if (meals) inclusions.push(nights > 0 ? 'Daily breakfast and dinner' : 'Lunch during the tour');
  const special = [...new Set(routePlaces.filter((p) => p.sleep && /houseboat|camp|tent/i.test(p.sleep)).map((p) => (/houseboat/i.test(p.sleep ?? '') ? 'houseboat' : 'camp')))];
  if (meals && special.length) inclusions.push(`All meals during the ${special.join(' and ')} stay${special.length > 1 ? 's' : ''}`);
  const firstHub = (routePlaces[0] ?? dest).hub;
  const lastHub = (routePlaces[routePlaces.length - 1] ?? dest).hub;
  inclusions.push(firstHub === lastHub ? `Pick-up and drop at ${firstHub}` : `Pick-up at ${firstHub} and drop at ${lastHub}`);
  inclusions.push('All transfers and sightseeing by private vehicle as per the itinerary');
  if (route.some(([, , t]) => (t ?? '').includes('ferry'))) inclusions.push('Inter-island ferry tickets');
  inclusions.push('Driver’s allowance, tolls, parking and fuel');
  for (const k of new Set(route.map(([key]) => key))) {
    const inc = PERMIT_INCLUSION[k];
    if (inc && !inclusions.includes(inc)) inclusions.push(inc);
  }
  inclusions.push(...(spec.inc ?? []));
  inclusions.push('24x7 support from our travel team during the trip');

  const exclusions = [
    `Flights or train tickets to ${firstHub}${lastHub !== firstHub ? ` and from ${lastHub}` : ''}`,
    meals ? 'Lunch (except where mentioned) and any meals not listed' : 'Meals, unless mentioned in the itinerary',
    'Entry tickets, camera fees and monument charges',
    'Adventure activities and optional excursions not listed under inclusions',
    'Personal expenses such as laundry, phone calls, tips and porterage',
    'Travel insurance',
    'GST (5%) and any increase in government taxes',
    ...(spec.exc ?? []),
    'Anything not mentioned under inclusions',
  ];

  const descriptionHtml = [
    `<p>${blurb}</p>`,
    `<p>Highlights of this ${days === 1 ? 'day tour' : `${nights}-night holiday`}:</p>`,
    `<ul>${uniqueHighlights.slice(0, 6).map((h) => `<li>${h}</li>`).join('')}</ul>`,
    `<p>Includes ${nights > 0 ? `${premium ? 'premium' : 'comfortable'} hotel stays, ` : ''}${meals ? (nights > 0 ? 'breakfast and dinner, ' : 'lunch, ') : ''}private transfers and sightseeing.</p>`,
  ].join('');

  const information = [
    `${spec.name} is a ${days}-day${nights ? `, ${nights}-night` : ''} ${list(spec.cats.map((c) => CAT_ADJ[c]))} package ${where}.${spec.season ? ` It is timed for ${spec.season}.` : ''}`,
    route.length > 1 ? `Route: ${route.map(([k, n]) => `${label(place(k))} (${plural(n, 'night')})`).join(', then ')}.` : '',
    uniqueSights.length ? `Along the way you will see ${list(uniqueSights.slice(0, 8))}.` : '',
    dest.best ? `Best time to go: ${dest.best}` : '',
    dest.permit ? `Permits: ${dest.permit}` : dest.safety ? `Good to know: ${dest.safety}` : '',
    'The price is per person on twin sharing. Every Safarnama Holidays package is a flexi package: tell us your dates, hotel preference or extra nights and our travel experts will tailor it for you.',
  ]
    .filter(Boolean)
    .join('\n\n');

  return {
    slug,
    name: spec.name,
    destinationSlug: dest.key,
    categoryIds: [...spec.cats],
    days,
    price: spec.price,
    rating: ratingFor(slug),
    description: descriptionHtml,
    information,
    inclusions,
    exclusions,
    tourPolicy: TOUR_POLICY,
    cancellationPolicy: CANCELLATION_POLICY,
    includes: { meals, hotel: nights > 0, transfer: true, sightseeing: true },
    imageAltText: `Illustrated ${dest.landscape.replace('-', ' ')} scene of ${label(dest)} for the ${spec.name} package`,
    metaTitle: `${spec.name}: ${days === 1 ? '1 Day' : `${nights}N/${days}D`} ${dest.name} Tour | Safarnama Holidays`,
    metaDescription: `Book ${spec.name}: ${days === 1 ? 'a day' : `${days} days`} ${where} from ₹${formatIndianNumber(spec.price)} per person on twin sharing, with ${list(top3.slice(0, 2))}. Customisable, 24x7 support.`,
    keywords: [
      spec.name.toLowerCase(),
      `${dest.name.toLowerCase()} tour package`,
      `${dest.name.toLowerCase()} ${days} days itinerary`,
      ...catNames.map((c) => `${c.toLowerCase()} tour ${dest.name.toLowerCase()}`),
      ...uniqueLabels.map((l) => l.toLowerCase()),
    ]
      .filter((v, i, a) => a.indexOf(v) === i)
      .join(', '),
    itinerary,
  };
}

/** Every seed package, in destination order. */
export const packages: SeedPackage[] = allPlaces.filter((p) => p.dest).flatMap((d) => (d.pkgs ?? []).map((s) => buildPackage(s, d)));
