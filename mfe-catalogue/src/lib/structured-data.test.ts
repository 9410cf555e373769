import { isoDateAfter, itemListJsonLd, structuredDescription, touristTripJsonLd } from './structured-data';

const origin = 'https://www.safarnama.test';

it('describes a package as a TouristTrip with an INR offer valid 90 days, its price the one shown', () => {
  const trip = touristTripJsonLd(
    {
      name: 'Goa Budget Beach Weekend',
      description: `<p>${'Sun, sand and seafood shacks on the north Goa coast. '.repeat(6)}</p>`,
      path: '/packages-details/3days-2nights-goa-budget-beach-weekend',
      image: '/media/package/goa-budget-beach-weekend.svg',
      price: 8999,
      destinationName: 'Goa',
      days: 3,
      itinerary: ['Arrive in Goa', 'North Goa beaches', 'Departure'],
    },
    origin,
    new Date('2026-11-24T10:00:00Z'),
  );
  expect(trip['@type']).toBe('TouristTrip');
  expect(trip.url).toBe(`${origin}/packages-details/3days-2nights-goa-budget-beach-weekend`);
  expect(trip.image).toBe(`${origin}/media/package/goa-budget-beach-weekend.svg`);
  expect(trip.duration).toBe('P3D');
  const offer = trip.offers as Record<string, unknown>;
  expect(offer).toMatchObject({ '@type': 'Offer', price: 8999, priceCurrency: 'INR', priceValidUntil: '2027-02-22' });
  expect(offer.description).toBe('20% off, per person on twin sharing');
  const description = trip.description as string;
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description).toMatch(/^Sun, sand and seafood shacks/);
  expect(description).not.toMatch(/</);
  expect(description.endsWith('...')).toBe(true);
  // the whole object survives a JSON round trip (what the page writes)
  expect(JSON.parse(JSON.stringify(trip))).toEqual(trip);
});

it('keeps a short description whole', () => {
  expect(structuredDescription('<b>Two days</b> in Goa')).toBe('Two days in Goa');
});

it('counts 90 days across a year end', () => {
  expect(isoDateAfter(new Date('2026-12-15T00:00:00Z'), 90)).toBe('2027-03-15');
});

it("lists a page's packages, numbered from the page's first position", () => {
  const list = itemListJsonLd(
    'Goa Tour Packages',
    [
      { name: 'A', path: '/packages-details/3days-2nights-a', price: 9999 },
      { name: 'B', path: '/packages-details/4days-3nights-b', price: 19999 },
    ],
    origin,
    11,
  );
  expect(list.numberOfItems).toBe(2);
  expect(list.itemListElement).toEqual([
    { '@type': 'ListItem', position: 11, url: `${origin}/packages-details/3days-2nights-a`, name: 'A' },
    { '@type': 'ListItem', position: 12, url: `${origin}/packages-details/4days-3nights-b`, name: 'B' },
  ]);
});
