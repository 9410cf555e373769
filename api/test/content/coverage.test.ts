// The catalogue is big enough for a listing to need filters and pagination:
// the ten most popular destinations carry 25+ packages each, spread over the listing's
// duration and budget buckets and over every category, with versions in hotel classes
// and lengths that stay believable.
import { categories, destinations, packages, popularDestinationSlugs } from '../../src/content';
import { lookupKey } from '../../src/lib/keys';
import firstCatalogue from './fixtures/first-catalogue.json';

const TOP_TEN = ['goa', 'kerala', 'kashmir', 'manali', 'shimla', 'jaipur', 'ladakh', 'andaman-and-nicobar', 'darjeeling', 'udaipur'];
const DEV_DARSHAN = ['kedarnath', 'badrinath', 'haridwar', 'rishikesh', 'gangotri', 'yamunotri'];

// The listing's filters (mfe-catalogue budget bands; durations in days).
const DURATIONS: Array<[string, number, number]> = [
  ['1-3 days', 1, 3],
  ['4-6 days', 4, 6],
  ['7-9 days', 7, 9],
  ['10-12 days', 10, 12],
  ['13+ days', 13, Infinity],
];
const BUDGETS: Array<[string, number, number]> = [
  ['under 10,000', 0, 9999],
  ['10,000-20,000', 10000, 20000],
  ['20,001-40,000', 20001, 40000],
  ['40,001-60,000', 40001, 60000],
  ['60,001-80,000', 60001, 80000],
  ['above 80,000', 80001, Infinity],
];

type Pkg = (typeof packages)[number];
const packagesOf = (slug: string) => packages.filter((p) => p.destinationSlug === slug);
const bucketsOf = (ps: Pkg[], buckets: Array<[string, number, number]>, value: (p: Pkg) => number) =>
  buckets.filter(([, lo, hi]) => ps.some((p) => value(p) >= lo && value(p) <= hi)).map(([label]) => label);

describe('catalogue coverage', () => {
  it('has at least 600 packages', () => {
    expect(packages.length).toBeGreaterThanOrEqual(600);
  });

  it('gives each of the ten most popular destinations 25 or more packages', () => {
    for (const slug of TOP_TEN) {
      expect(destinations.find((d) => d.slug === slug)?.popular).toBe(true);
      expect({ slug, enough: packagesOf(slug).length >= 25 }).toEqual({ slug, enough: true });
    }
  });

  it('spreads each of the ten over at least three duration buckets and four budget buckets', () => {
    for (const slug of TOP_TEN) {
      const ps = packagesOf(slug);
      const durations = bucketsOf(ps, DURATIONS, (p) => p.days);
      const budgets = bucketsOf(ps, BUDGETS, (p) => p.price);
      expect({ slug, durations: durations.length >= 3 }).toEqual({ slug, durations: true });
      expect({ slug, budgets: budgets.length >= 4 }).toEqual({ slug, budgets: true });
    }
  });

  it('fills every duration and budget bucket across the catalogue and among the ten', () => {
    const top = packages.filter((p) => TOP_TEN.includes(p.destinationSlug));
    for (const ps of [packages, top]) {
      expect(bucketsOf(ps, DURATIONS, (p) => p.days)).toEqual(DURATIONS.map(([label]) => label));
      expect(bucketsOf(ps, BUDGETS, (p) => p.price)).toEqual(BUDGETS.map(([label]) => label));
    }
    // A page of results in every bucket of the whole catalogue, not a token package.
    for (const [label, lo, hi] of DURATIONS) expect({ label, n: packages.filter((p) => p.days >= lo && p.days <= hi).length >= 12 }).toEqual({ label, n: true });
    for (const [label, lo, hi] of BUDGETS) expect({ label, n: packages.filter((p) => p.price >= lo && p.price <= hi).length >= 12 }).toEqual({ label, n: true });
  });

  it('uses every category in several packages, and in several of the ten destinations', () => {
    for (const c of categories) {
      const ps = packages.filter((p) => p.categoryIds.includes(c.id));
      const top = new Set(ps.filter((p) => TOP_TEN.includes(p.destinationSlug)).map((p) => p.destinationSlug));
      expect({ category: c.name, packages: ps.length >= 20, topDestinations: top.size >= 3 }).toEqual({ category: c.name, packages: true, topDestinations: true });
    }
  });

  it('lets a top destination’s listing filter by several categories', () => {
    for (const slug of TOP_TEN) {
      const used = new Set(packagesOf(slug).flatMap((p) => p.categoryIds));
      expect({ slug, categories: used.size >= 4 }).toEqual({ slug, categories: true });
    }
  });

  it('gives each Dev Darshan destination packages', () => {
    for (const slug of DEV_DARSHAN) {
      expect(popularDestinationSlugs).toContain(slug);
      expect({ slug, n: packagesOf(slug).length >= 3 }).toEqual({ slug, n: true });
    }
  });

  it('keeps names unique also as the API looks them up (case, spaces and punctuation ignored)', () => {
    expect(new Set(packages.map((p) => lookupKey(p.name))).size).toBe(packages.length);
  });

  it('gives every package a full itinerary, inclusions, exclusions and policies', () => {
    for (const p of packages) {
      expect(p.itinerary).toHaveLength(p.days);
      expect(p.inclusions.length).toBeGreaterThanOrEqual(4);
      expect(p.exclusions.length).toBeGreaterThanOrEqual(4);
      expect(p.tourPolicy).not.toBe('');
      expect(p.cancellationPolicy).not.toBe('');
    }
  });
});

describe('hotel class versions', () => {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const versions = packages.flatMap((p) => {
    const m = /^(.+) \((Deluxe|Luxury)\)$/.exec(p.name);
    return m ? [{ p, base: byName.get(m[1])!, cls: m[2] as 'Deluxe' | 'Luxury' }] : [];
  });

  it('are versions of a package in the catalogue, with the same route and length', () => {
    expect(versions.length).toBeGreaterThan(100);
    for (const { p, base } of versions) {
      expect(base).toBeDefined();
      expect(p.destinationSlug).toBe(base.destinationSlug);
      expect(p.days).toBe(base.days);
      expect(p.categoryIds).toEqual(base.categoryIds);
      expect(p.itinerary.map((d) => d.accommodation.replace(/ at a \d-star hotel$/, ''))).toEqual(base.itinerary.map((d) => d.accommodation));
    }
  });

  it('cost more than the package they are a version of, a luxury one more than a deluxe one', () => {
    for (const { p, base, cls } of versions) {
      expect({ name: p.name, dearer: p.price > base.price }).toEqual({ name: p.name, dearer: true });
      const deluxe = byName.get(`${base.name} (Deluxe)`);
      if (cls === 'Luxury' && deluxe) expect(p.price).toBeGreaterThan(deluxe.price);
      expect(p.price % 1000).toBe(999);
    }
  });

  it('name their class in the hotels, the nights and the inclusions', () => {
    for (const { p, base, cls } of versions) {
      const stars = cls === 'Deluxe' ? '4-star' : '5-star';
      expect(p.information).toContain(`${cls} version of ${base.name}`);
      const hotels = p.itinerary.filter((d) => d.hotelName !== '');
      expect(hotels.map((d) => d.hotelName)).not.toEqual(base.itinerary.filter((d) => d.hotelName !== '').map((d) => d.hotelName));
      // A hotel night names its class; a houseboat or camp night keeps its own line.
      for (const d of hotels) expect([base.itinerary[d.day - 1].accommodation, `${base.itinerary[d.day - 1].accommodation} at a ${stars} hotel`]).toContain(d.accommodation);
      // Unless every night is on a houseboat or in a camp, the inclusions name the class too.
      const hotelNights = hotels.filter((d) => d.accommodation.endsWith(`at a ${stars} hotel`));
      if (hotelNights.length > 0) expect(p.inclusions[0]).toContain(`accommodation in ${stars} hotels`);
      else expect(hotels.every((d) => /camp|houseboat|cottage/i.test(d.accommodation))).toBe(true);
      if (cls === 'Luxury') expect(p.inclusions.join('\n')).toMatch(/chauffeur-driven SUV/);
    }
  });
});

describe('prices', () => {
  it('are believable for the length: 2,000 to 25,000 a day per person (helicopter yatras aside)', () => {
    for (const p of packages.filter((x) => x.days > 1 && !/helicopter/i.test(x.name))) {
      const perDay = p.price / p.days;
      expect({ name: p.name, perDay: perDay >= 2000 && perDay <= 25000 }).toEqual({ name: p.name, perDay: true });
    }
  });

  it('keep the name, slug, price and length of every package of the first catalogue (the spec’s fixed values refer to them)', () => {
    const bySlug = new Map(packages.map((p) => [p.slug, p]));
    for (const [name, slug, price, days] of firstCatalogue as Array<[string, string, number, number]>) {
      const p = bySlug.get(slug);
      expect({ slug, name: p?.name, price: p?.price, days: p?.days }).toEqual({ slug, name, price, days });
    }
  });
});
