// Invariants a product owner would check on the seed catalogue.
import {
  blogCategories,
  blogs,
  blogSlug,
  categories,
  contentSlug,
  destinations,
  packages,
  popularDestinationSlugs,
  tfn,
  trendingDestinationSlugs,
  wordCount,
} from '../../src/content';

// Every destination the two spec documents name, as locals spell them.
const SPEC_DESTINATIONS = {
  footer: ['Darjeeling', 'Kerala', 'Kashmir', 'Nainital', 'Jaipur', 'Shimla'],
  hero: ['Goa', 'Manali', 'Shimla', 'Kerala', 'Jaipur', 'Ladakh'],
  banners: ['Mysuru', 'Darjeeling', 'Kedarnath', 'Goa', 'Corbett'],
  promo: ['Jaipur', 'Ayodhya', 'Udaipur', 'Varanasi'],
  curated: ['Ooty', 'Ladakh', 'Mussoorie', 'Almora', 'Lansdowne', 'Kasol', 'Dalhousie', 'Kullu', 'Spiti Valley'],
  hiddenGems: ['Lansdowne', 'Udaipur', 'Meghalaya', 'Andaman & Nicobar', 'Ladakh'],
  devotional: ['Kedarnath', 'Badrinath', 'Rishikesh', 'Haridwar', 'Gangotri', 'Yamunotri'],
  pilgrimage: ['Char Dham', 'Varanasi', 'Vaishno Devi', 'Rameshwaram', 'Haridwar', 'Dwarka'],
  trending: ['Jaipur', 'Kerala', 'Goa', 'Nainital', 'Wayanad', 'Shimla', 'Manali', 'Kashmir'],
};
const POPULAR = [...SPEC_DESTINATIONS.footer, ...SPEC_DESTINATIONS.hero, ...SPEC_DESTINATIONS.trending, ...SPEC_DESTINATIONS.devotional];

const HIDDEN_GEM_PRICES: Record<string, number> = {
  Lansdowne: 5999,
  Udaipur: 7999,
  Meghalaya: 4999,
  'Andaman & Nicobar': 15999,
  Ladakh: 11999,
};

const BUDGETS: Array<[string, number, number]> = [
  ['under 10,000', 0, 9999],
  ['10,000-20,000', 10000, 20000],
  ['20,000-40,000', 20000, 40000],
  ['40,000-60,000', 40000, 60000],
  ['60,000-80,000', 60000, 80000],
  ['above 80,000', 80001, Infinity],
];
const DURATIONS: Array<[string, number, number]> = [
  ['1-3', 1, 3],
  ['4-6', 4, 6],
  ['7-9', 7, 9],
  ['10-12', 10, 12],
  ['13 or more', 13, Infinity],
];

const byName = new Map(destinations.map((d) => [d.name, d]));
const bySlug = new Map(destinations.map((d) => [d.slug, d]));
const packagesOf = (slug: string) => packages.filter((p) => p.destinationSlug === slug);

describe('categories', () => {
  it('has the nine package categories with the fixed ids and exact names', () => {
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      [1, 'Wildlife'],
      [2, 'Adventure'],
      [3, 'Family'],
      [4, 'Nature'],
      [5, 'HoneyMoon'],
      [6, 'Seasonal package'],
      [7, 'Friends'],
      [8, 'Water activities'],
      [9, 'Religious'],
    ]);
    for (const c of categories) {
      expect(c.slug).toBe(contentSlug(c.name));
      expect(c.description.length).toBeGreaterThan(40);
      expect(c.imageAltText).not.toBe('');
    }
  });

  it('has the nine blog categories with ids 1-9 by position', () => {
    expect(blogCategories).toEqual(
      ['Seasonal package', 'Adventure', 'Family', 'Nature', 'Honeymoon', 'Wildlife', 'Friend', 'Religious', 'Water activity'].map((name, i) => ({ id: i + 1, name })),
    );
  });

  it('gives every category packages in several destinations', () => {
    for (const c of categories) {
      const dests = new Set(packages.filter((p) => p.categoryIds.includes(c.id)).map((p) => p.destinationSlug));
      expect({ category: c.name, destinations: dests.size >= 4 }).toEqual({ category: c.name, destinations: true });
    }
  });
});

describe('destinations', () => {
  it('includes every destination named anywhere in the spec', () => {
    const missing = [...new Set(Object.values(SPEC_DESTINATIONS).flat())].filter((n) => !byName.has(n));
    expect(missing).toEqual([]);
  });

  it('has unique, URL-safe slugs derived from the names', () => {
    expect(new Set(destinations.map((d) => d.slug)).size).toBe(destinations.length);
    expect(new Set(destinations.map((d) => d.name)).size).toBe(destinations.length);
    for (const d of destinations) expect(d.slug).toBe(d.name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));
    expect(byName.get('Andaman & Nicobar')?.slug).toBe('andaman-and-nicobar');
  });

  it('lists fifty trending destinations, all in the catalogue and ranked in display order', () => {
    expect(trendingDestinationSlugs).toHaveLength(50);
    expect(new Set(trendingDestinationSlugs).size).toBe(50);
    trendingDestinationSlugs.forEach((s, i) => expect({ s, rank: bySlug.get(s)?.trendingRank }).toEqual({ s, rank: i + 1 }));
    expect(destinations.filter((d) => d.trendingRank > 0)).toHaveLength(50);
    for (const n of SPEC_DESTINATIONS.trending) expect(byName.get(n)?.trendingRank).toBeGreaterThan(0);
  });

  it('marks the footer, hero, trending and devotional places popular', () => {
    for (const n of POPULAR) expect({ n, popular: byName.get(n)?.popular }).toEqual({ n, popular: true });
    for (const s of popularDestinationSlugs) expect(bySlug.has(s)).toBe(true);
  });

  it('has at least 6 FAQs each and at least 12 for popular places, all answered', () => {
    for (const d of destinations) {
      expect({ d: d.slug, enough: d.faqs.length >= (d.popular ? 12 : 6) }).toEqual({ d: d.slug, enough: true });
      expect(new Set(d.faqs.map((f) => f.question)).size).toBe(d.faqs.length);
      for (const f of d.faqs) {
        expect(f.question.endsWith('?')).toBe(true);
        expect(f.answer.length).toBeGreaterThan(20);
        expect(f.answer).not.toMatch(/undefined|null|NaN/);
      }
    }
  });

  it('has real descriptions in several paragraphs (popular ones beyond the 500-character Read More)', () => {
    for (const d of destinations) {
      expect(d.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      if (d.popular) expect(d.description.length).toBeGreaterThan(500);
      expect(d.description).toContain(d.name);
    }
  });

  it('has meta title, description, keywords, state, landscape and banner alt text', () => {
    for (const d of destinations) {
      expect(d.metaTitle).toContain(d.name);
      expect(d.metaDescription.length).toBeGreaterThan(50);
      expect(d.keywords.split(',').length).toBeGreaterThanOrEqual(5);
      expect(d.state).not.toBe('');
      expect(d.landscape).not.toBe('');
      expect(d.bannerAltText).toContain(d.name);
    }
  });
});

describe('packages', () => {
  it('has at least 200 packages and at least 3 per destination', () => {
    expect(packages.length).toBeGreaterThanOrEqual(200);
    for (const d of destinations) expect({ d: d.slug, n: packagesOf(d.slug).length >= 3 }).toEqual({ d: d.slug, n: true });
  });

  it('has unique names and slugs, each slug = contentSlug(name)', () => {
    expect(new Set(packages.map((p) => p.name)).size).toBe(packages.length);
    expect(new Set(packages.map((p) => p.slug)).size).toBe(packages.length);
    for (const p of packages) expect(p.slug).toBe(contentSlug(p.name));
  });

  it('keeps durations, prices, hotel categories and references in range', () => {
    const catIds = new Set(categories.map((c) => c.id));
    for (const p of packages) {
      expect(p.days).toBeGreaterThanOrEqual(1);
      expect(p.days).toBeLessThanOrEqual(15);
      expect(p.price).toBeGreaterThanOrEqual(4999);
      expect(p.price).toBeLessThanOrEqual(150000);
      // the stars are the hotels' category: 3, 4 or 5, and none for a day trip (no night, no hotel)
      if (p.days === 1) expect(p.hotelCategory).toBeNull();
      else expect([3, 4, 5]).toContain(p.hotelCategory);
      expect(bySlug.has(p.destinationSlug)).toBe(true);
      expect(p.categoryIds.length).toBeGreaterThan(0);
      for (const c of p.categoryIds) expect(catIds.has(c)).toBe(true);
    }
    expect(Math.min(...packages.map((p) => p.price))).toBe(4999);
    expect(Math.max(...packages.map((p) => p.price))).toBe(150000);
  });

  it('names the hotel category a class version stays in, as its stars', () => {
    const withClass = (label: string) => packages.filter((p) => p.name.endsWith(`(${label})`) && p.days > 1);
    expect(withClass('Deluxe').length).toBeGreaterThan(0);
    expect(withClass('Luxury').length).toBeGreaterThan(0);
    for (const p of withClass('Deluxe')) expect(p.hotelCategory).toBe(4);
    for (const p of withClass('Luxury')) expect(p.hotelCategory).toBe(5);
    // every category is sold somewhere, so the stars tell packages apart
    expect(new Set(packages.map((p) => p.hotelCategory))).toEqual(new Set([3, 4, 5, null]));
  });

  it('populates every budget and duration bucket of the listing filters', () => {
    for (const [label, lo, hi] of BUDGETS) expect({ label, n: packages.filter((p) => p.price >= lo && p.price <= hi).length >= 3 }).toEqual({ label, n: true });
    for (const [label, lo, hi] of DURATIONS) expect({ label, n: packages.filter((p) => p.days >= lo && p.days <= hi).length >= 3 }).toEqual({ label, n: true });
  });

  it('has several destinations whose packages span several budget and duration buckets', () => {
    const spans = (slug: string, buckets: Array<[string, number, number]>, v: (p: (typeof packages)[number]) => number) =>
      new Set(packagesOf(slug).map((p) => buckets.findIndex(([, lo, hi]) => v(p) >= lo && v(p) <= hi))).size;
    expect(destinations.filter((d) => spans(d.slug, BUDGETS, (p) => p.price) >= 3).length).toBeGreaterThanOrEqual(5);
    expect(destinations.filter((d) => spans(d.slug, DURATIONS, (p) => p.days) >= 2).length).toBeGreaterThanOrEqual(10);
  });

  it('prices each hidden gem’s cheapest package at exactly its “Starting From” price', () => {
    for (const [name, price] of Object.entries(HIDDEN_GEM_PRICES)) {
      const d = byName.get(name);
      expect(d).toBeDefined();
      expect({ name, min: Math.min(...packagesOf(d!.slug).map((p) => p.price)) }).toEqual({ name, min: price });
    }
  });

  it('has a day-wise itinerary of exactly `days` entries with stages, stays and hotels', () => {
    for (const p of packages) {
      expect(p.itinerary.map((d) => d.day)).toEqual(Array.from({ length: p.days }, (_, i) => i + 1));
      p.itinerary.forEach((d, i) => {
        expect(d.name.startsWith(`Day ${i + 1}: `)).toBe(true);
        expect(d.description.length).toBeGreaterThan(40);
        expect(d.stages.length).toBeGreaterThanOrEqual(2);
        expect(d.imageAltText).not.toBe('');
        const last = i === p.days - 1;
        if (last) expect(d.hotelName).toBe('');
        else {
          expect(d.accommodation).toMatch(/^Overnight stay/);
          expect(d.hotelName).not.toBe('');
        }
        expect(`${d.name} ${d.description} ${d.stages.join(' ')}`).not.toMatch(/undefined|null|NaN|\{c\}/);
      });
    }
  });

  it('carries the spec’s cancellation slabs, full upfront payment and no rescheduling fee in every policy', () => {
    for (const p of packages) {
      const c = p.cancellationPolicy;
      expect(c).toContain('30 or more days before departure: 35% of the package cost is retained and 65% is refunded');
      expect(c).toContain('20-29 days before departure: 75% is retained and 25% is refunded');
      expect(c).toContain('19 days or less before departure: 100% is retained');
      expect(c).toContain('100% of the package cost is payable upfront');
      expect(c).toMatch(/no rescheduling fee/i);
      expect(p.tourPolicy).toMatch(/confirmed only after 100%/);
    }
  });

  it('has inclusions, exclusions, HTML description, information and SEO fields', () => {
    for (const p of packages) {
      expect(p.inclusions.length).toBeGreaterThanOrEqual(4);
      expect(p.exclusions.length).toBeGreaterThanOrEqual(4);
      expect(p.description).toMatch(/^<p>.+<\/p>/);
      expect(p.description).toContain('<ul>');
      expect(p.information.length).toBeGreaterThan(300);
      expect(p.metaTitle).toContain(p.name);
      expect(p.metaDescription).toContain('₹');
      expect(p.keywords).not.toBe('');
      expect(p.includes.transfer).toBe(true);
      expect(p.includes.hotel).toBe(p.days > 1);
    }
  });
});

describe('blogs', () => {
  it('has at least 24 blogs over all nine categories, with at least 3 religious and 3 adventure', () => {
    expect(blogs.length).toBeGreaterThanOrEqual(24);
    expect(new Set(blogs.map((b) => b.categoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(blogs.filter((b) => b.categoryId === 8).length).toBeGreaterThanOrEqual(3);
    expect(blogs.filter((b) => b.categoryId === 2).length).toBeGreaterThanOrEqual(3);
  });

  it('has unique names and slugs per the spec’s rule', () => {
    expect(new Set(blogs.map((b) => b.name)).size).toBe(blogs.length);
    for (const b of blogs) {
      expect(b.slug).toBe(blogSlug(b.name));
      expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has real article HTML of 400+ words with headings, paragraphs and lists, and nothing unsafe', () => {
    for (const b of blogs) {
      expect({ slug: b.slug, words: wordCount(b.descriptionHtml) >= 400 }).toEqual({ slug: b.slug, words: true });
      expect(b.descriptionHtml).toContain('<h2>');
      expect(b.descriptionHtml).toContain('<p>');
      expect(b.descriptionHtml).toContain('<ul>');
      expect(b.descriptionHtml).not.toMatch(/<script|<img|<iframe|on\w+=|https?:/i);
    }
  });

  it('has Indian author names, dates within 2025-2026 and valid destinations', () => {
    for (const b of blogs) {
      expect(b.authorName.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(b.createdAt >= '2025-01-01').toBe(true);
      expect(b.createdAt <= '2026-11-20T23:59:59Z').toBe(true);
      expect(b.updatedAt >= b.createdAt).toBe(true);
      expect(Number.isNaN(Date.parse(b.createdAt))).toBe(false);
      if (b.destinationSlug !== null) expect(bySlug.has(b.destinationSlug)).toBe(true);
      expect(b.metaDescription.length).toBeGreaterThan(50);
      expect(b.nameTitle.length).toBeGreaterThan(b.name.length);
    }
    const years = new Set(blogs.map((b) => b.createdAt.slice(0, 4)));
    expect(years).toEqual(new Set(['2025', '2026']));
  });
});

describe('tfn', () => {
  it('is the server phone number for website 1', () => {
    expect(tfn).toEqual({ websiteId: 1, tfnNumber: '8069254000' });
  });
});
