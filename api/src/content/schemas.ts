// The shapes of the data files under api/content/, checked when they are loaded. Schemas
// that refer to other files (place keys, category slugs) are built from what those files
// hold, so a typo in a reference fails with the file and field that hold it.
import { z } from 'zod';
import { MONTH_SHORT_NAMES } from '@safarnama/contracts/travel-months';
import { LANDSCAPES } from './types';

const text = z.string().min(1);
const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase key such as "andaman-and-nicobar"');
/** YYYY-MM-DD; YAML keeps unquoted dates as strings in its core schema. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');

export const landscapeSchema = z.enum(LANDSCAPES);

/** A reference to something another file defines; the error names the unknown value. */
function oneOf(keys: [string, ...string[]], what: string) {
  const hint = keys.length <= 12 ? ` (one of: ${keys.join(', ')})` : '';
  return z.enum(keys, { error: (issue) => `unknown ${what} ${JSON.stringify(issue.input)}${hint}` });
}

/** A sight: its name and an appositive note ("a 16th-century wooden pagoda temple"). */
const sightSchema = z.strictObject({ name: text, note: text });

/** An activity: a short title (used as an itinerary stage) and a full sentence. */
const activitySchema = z.strictObject({ title: text, sentence: text });

/** The facts a destination page and its FAQs are written from; each is a full answer. */
const destinationFactsSchema = z.strictObject({
  /** Opening paragraphs of the description. */
  intro: z.array(text).min(1),
  byAir: text,
  byRail: text,
  byRoad: text,
  bestTime: text,
  weather: text,
  /** How many days are enough. */
  duration: text,
  food: text,
  /** Defaults to "no special permit is needed". */
  permit: text.optional(),
  safety: text,
  shopping: text,
  festivals: text,
  whereToStay: text,
  /** Defaults to the landscape's packing advice (landscapes.yaml). */
  packing: text.optional(),
  languages: text.optional(),
});

/**
 * A place (content/places/*.yaml): a destination with its own page (it has a
 * `destination` block) or only a stop inside multi-place itineraries (Kochi, Havelock).
 */
export const placeSchema = z.strictObject({
  key,
  name: text,
  /** Short name for day titles when it differs from the name ("Srinagar" for Kashmir). */
  label: text.optional(),
  state: text,
  landscape: landscapeSchema,
  /** Where you sleep. */
  town: text,
  /** Arrival and departure point used for transfers. */
  hub: text,
  /** "about 4 hours, 110 km" from the hub to the town, if it is a real drive. */
  hubDrive: text.optional(),
  /** The drive from the hub is long: no sightseeing on the arrival day. */
  farFromHub: z.boolean().optional(),
  /** The first day is for acclimatisation. */
  highAltitude: z.boolean().optional(),
  /** Accommodation line instead of "Overnight stay in <town>" ("Overnight stay on a houseboat on Vembanad Lake"). */
  accommodation: text.optional(),
  /**
   * Hotel names (fictional) by class (hotel-classes.yaml): standard packages, premium ones
   * (deluxe: honeymoon or 6,000+ a day) and luxury versions; a place on a luxury version's
   * route needs `luxury`.
   */
  hotels: z.strictObject({ standard: text, premium: text, luxury: text.optional() }),
  /** Sights per sightseeing day (default 2; 1 for full-day treks). */
  sightsPerDay: z.number().int().min(1).optional(),
  /** Sentence that opens the first sightseeing day here ("Drive to Janki Chatti and trek..."). */
  firstDayNote: text.optional(),
  /** No sightseeing on the evening you arrive (the sights are a trek or a drive away). */
  noEveningSightseeing: z.boolean().optional(),
  /** Permit a package staying here includes ("Char Dham yatra registration"). */
  permitInclusion: text.optional(),
  /** In visiting order: itineraries take them one after another. */
  sights: z.array(sightSchema).min(1),
  activities: z.array(activitySchema).optional(),
  destination: destinationFactsSchema.optional(),
});

export type Place = z.output<typeof placeSchema>;
export type DestinationPlace = Place & { destination: z.output<typeof destinationFactsSchema> };
export type Sight = z.output<typeof sightSchema>;
export type Activity = z.output<typeof activitySchema>;

export const placeFileSchema = z.array(placeSchema);

const policyLines = z.array(text).min(1).transform((lines) => lines.join('\n'));

/** policies.yaml: one line per entry; packages carry them joined by newlines. */
export const policiesSchema = z.strictObject({ tour: policyLines, cancellation: policyLines });

/** tfn.yaml */
export const tfnSchema = z.strictObject({ websiteId: z.number().int().positive(), number: z.string().regex(/^\d{10}$/, 'expected 10 digits (quote it)') });

export const HOTEL_CLASSES = ['standard', 'deluxe', 'luxury'] as const;
export type HotelClassKey = (typeof HOTEL_CLASSES)[number];
const hotelClass = z.enum(HOTEL_CLASSES);

/**
 * hotel-classes.yaml: the hotel classes a package is sold in. A spec's own class follows
 * from its price (deluxe for a honeymoon or 6,000+ a day, otherwise standard); its
 * `classes` add versions in higher classes.
 */
const hotelClassSchema = z.strictObject({
  /** Name suffix and label: "Goa Beach Escape (Deluxe)". */
  label: text,
  /** What the rooms are, for inclusions and descriptions: "4-star hotels". */
  rooms: text,
  /** The hotel category of its rooms (3, 4 or 5 stars): the stars a package card shows. */
  stars: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  /** How a night in a hotel is described: "Overnight stay in Calangute at a 4-star hotel". */
  stay: text,
  /** Price relative to the standard class: a version costs the spec's price × its factor / the spec's own class factor. */
  factor: z.number().min(1).max(4),
  /** Inclusions a version in this class adds. */
  inclusions: z.array(text).default([]),
});
export const hotelClassesSchema = z.strictObject({ standard: hotelClassSchema, deluxe: hotelClassSchema, luxury: hotelClassSchema });
export type HotelClassData = z.output<typeof hotelClassSchema>;

/** landscapes.yaml: one entry per landscape. */
export const landscapesSchema = z.record(landscapeSchema, z.strictObject({ word: text, packing: text }));

/** categories.yaml */
export const categoriesSchema = z.strictObject({
  packageCategories: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        name: text,
        description: text,
        imageAltText: text,
        /** Opens a generated package blurb when this is the package's first category ("A family holiday"). */
        packageOpener: text,
        /** Names the package kind in its information text ("family"). */
        packageAdjective: text,
      }),
    )
    .min(1)
    .refine((cs) => new Set(cs.map((c) => c.id)).size === cs.length, 'ids must be unique'),
  /** Ids 1, 2, ... by position. */
  blogCategories: z.array(text).min(1),
});

export type CategoryData = z.output<typeof categoriesSchema>['packageCategories'][number];

/** destinations.yaml: which destinations the site features (place keys). */
export function featuredDestinationsSchema(destinationKeys: [string, ...string[]]) {
  const destination = oneOf(destinationKeys, 'destination');
  return z.strictObject({ trending: z.array(destination), popular: z.array(destination) });
}

/** packages.yaml: package specs by destination key; every destination needs at least one. */
export function packageSpecsSchema(refs: { destinationKeys: [string, ...string[]]; placeKeys: [string, ...string[]]; categoryIdBySlug: ReadonlyMap<string, number> }) {
  const place = oneOf(refs.placeKeys, 'place');
  const category = oneOf([...refs.categoryIdBySlug.keys()] as [string, ...string[]], 'category').transform((slug) => refs.categoryIdBySlug.get(slug)!);
  const spec = z
    .strictObject({
      name: text,
      /** INR per person on twin sharing. */
      price: z.number().int().min(4999).max(150000),
      /** Category slugs (categories.yaml names, lowercased and hyphenated); the first is the primary one. */
      categories: z.array(category).min(1),
      /** Every night at the destination itself (0: a day trip). Give either this or route. */
      nights: z.number().int().min(0).max(14).optional(),
      /** The legs in order: a place, the nights there, and how you get there from the previous leg. */
      route: z.array(z.strictObject({ place, nights: z.number().int().min(1), transit: text.optional() })).min(1).optional(),
      /** Theme phrase for seasonal packages ("tulip season, late March to April"). */
      season: text.optional(),
      /** Opening sentence of the description (otherwise generated). */
      blurb: text.optional(),
      /** Package-specific highlights, one per sightseeing day before the places' own sights; `at` pins one to a place on the route. */
      highlights: z.array(z.strictObject({ title: text, sentence: text, at: place.optional() })).optional(),
      /** false for land-only or room-only packages. */
      meals: z.boolean().default(true),
      /** The last day's main stage instead of the transfer to the hub (a helicopter return). */
      departure: text.optional(),
      /** Added to the generated inclusions and exclusions. */
      inclusions: z.array(text).optional(),
      exclusions: z.array(text).optional(),
      /** Versions of this package in higher hotel classes (hotel-classes.yaml): "<name> (Deluxe)", priced by the class factors. */
      classes: z.array(hotelClass.exclude(['standard'])).optional(),
      /**
       * Shorter or longer versions of the route: the nights added (negative: removed) at the
       * first leg at each named place (the destination itself for a `nights` spec). The
       * price defaults to this one scaled by the number of days; `classes` as above.
       */
      lengths: z
        .array(
          z.strictObject({
            name: text,
            add: z.partialRecord(place, z.number().int().min(-13).max(13)),
            price: z.number().int().min(4999).max(150000).optional(),
            categories: z.array(category).min(1).optional(),
            classes: z.array(hotelClass.exclude(['standard'])).optional(),
          }),
        )
        .optional(),
    })
    .refine((s) => (s.nights === undefined) !== (s.route === undefined), 'give either nights or route');
  const specs = z.array(spec, { error: (issue) => (issue.input === undefined ? 'every destination needs at least one package' : undefined) }).min(1);
  return z.record(oneOf(refs.destinationKeys, 'destination'), specs);
}

export type PackageSpec = z.output<ReturnType<typeof packageSpecsSchema>>[string][number];

/** Front matter of content/blogs/<slug>.md; the slug is blogSlug(title). */
export function blogFrontMatterSchema(refs: { blogCategories: [string, ...string[]]; destinationKeys: [string, ...string[]] }) {
  return z
    .strictObject({
      title: text,
      /** The article's page title. */
      headline: text,
      /** A blog category name from categories.yaml. */
      category: oneOf(refs.blogCategories, 'blog category'),
      /** The destination the article is about (a place key), if any. */
      destination: oneOf(refs.destinationKeys, 'destination').nullable().default(null),
      author: text,
      published: day,
      /** Defaults to published. */
      updated: day.optional(),
      /** Meta description. */
      description: text,
    })
    .refine((b) => !b.updated || b.updated >= b.published, { message: 'updated is before published', path: ['updated'] });
}

/** A month as the guides write it ("Apr"), read as its number (4). */
const monthName = z.enum(MONTH_SHORT_NAMES).transform((m) => MONTH_SHORT_NAMES.indexOf(m) + 1);
const months = z
  .array(monthName)
  .min(1)
  .refine((list) => new Set(list).size === list.length, 'a month is listed twice')
  .transform((list) => [...list].sort((a, b) => a - b));
const celsius = z.number().min(-40).max(50);

const seasonSchema = z
  .strictObject({
    name: text,
    months,
    /** [typical low, typical high] in °C */
    tempC: z.tuple([celsius, celsius]),
    rain: z.enum(['none', 'light', 'moderate', 'heavy']),
    snow: z.boolean(),
    crowds: z.enum(['low', 'moderate', 'high']),
    note: text,
  })
  .refine((s) => s.tempC[0] <= s.tempC[1], { message: 'the low comes first', path: ['tempC'] })
  .transform(({ tempC, ...s }) => ({ ...s, tempMinC: tempC[0], tempMaxC: tempC[1] }));

/**
 * A destination's travel guide (content/guides/*.yaml, keyed by place key): the best
 * months, what each season is like, how to get there, a typical trip's length and what
 * the place is known for. Luna answers 'when should I go' from it, and the listing
 * page's 'When to go' block shows the same.
 */
export const travelGuideSchema = z
  .strictObject({
    bestMonths: months,
    /** Why those months: "gardens, meadows and houseboats". */
    bestFor: text,
    seasons: z.array(seasonSchema).min(2),
    /** "Srinagar International Airport (SXR), 14 km from the city" */
    airport: text,
    /** "Jammu Tawi (JAT), 270 km; the Vande Bharat from Katra reaches Srinagar" */
    railhead: text,
    /** [fewest, most] days of a typical trip */
    tripDays: z.tuple([z.number().int().min(1).max(21), z.number().int().min(1).max(21)]),
    knownFor: z.array(text).min(2).max(6),
  })
  .superRefine((g, ctx) => {
    const seen = g.seasons.flatMap((s) => s.months);
    for (let m = 1; m <= 12; m++) {
      const count = seen.filter((x) => x === m).length;
      if (count !== 1) ctx.addIssue({ code: 'custom', path: ['seasons'], message: `${MONTH_SHORT_NAMES[m - 1]} is in ${count} seasons (each month in exactly one)` });
    }
    if (g.tripDays[0] > g.tripDays[1]) ctx.addIssue({ code: 'custom', path: ['tripDays'], message: 'the fewest days come first' });
  })
  .transform(({ tripDays, ...g }) => ({ ...g, tripDays: { min: tripDays[0], max: tripDays[1] } }));

export type TravelGuideData = z.output<typeof travelGuideSchema>;

export const travelGuideFileSchema = z.record(key, travelGuideSchema);
