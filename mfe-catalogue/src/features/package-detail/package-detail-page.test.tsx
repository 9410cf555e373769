import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { packageNameFromSlug, type PackageDetailResult } from '@safarnama/shared';
import { currentLocation, fakeApiPerTest, ok, refused, renderWithRouter } from '@safarnama/shared/testing';
import PackageDetailPage from './package-detail-page';
import { PACKAGE_NOT_FOUND } from './use-package-detail';

// The booking form belongs to the enquiry remote: here a marker naming it.
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('@safarnama/shared/testing').stubFederationRuntime());

const DETAIL = '/package/get-package-detail-and-itinerary';
const server = fakeApiPerTest();
afterEach(() => jest.restoreAllMocks());

function goaBeachEscape(): PackageDetailResult {
  return {
    packageDetailResponse: {
      id: 12,
      name: 'Goa Beach Escape',
      slug: 'goa-beach-escape',
      image: '/media/art/package/goa-beach-escape.svg',
      imageAltText: 'Calangute beach at sunset',
      days: 4,
      price: 12999,
      rating: 4,
      hotelCategory: 4,
      destinationName: 'Goa',
      categoryName: 'Family',
      information: `${'Sun, sand and spice farms. '.repeat(25)}The end.`,
      inclusions: '3 nights at Hotel Sea Breeze\nDaily breakfast',
      exclusions: '• Flights • Travel insurance',
      tourPolicy: 'Full payment confirms the booking.',
      cancellationPolicy: 'If you cancel your holiday:\n• 30 or more days before departure: 65% refunded.',
      metaTitle: 'Goa Beach Escape: 3N/4D Goa Tour | Safarnama Holidays',
      metaDescription: 'Four days of Goa beaches from ₹12,999 per person.',
      keywords: 'goa',
    },
    itineraryNameResponseList: [1, 2].map((day) => ({
      day,
      name: `Day ${day}: Beaches of the north`,
      description: 'Calangute and Baga.',
      stage: ['Breakfast at the hotel', 'Fort Aguada'],
      accommodation: 'Overnight stay in Goa',
      hotelName: 'Hotel Sea Breeze, Goa',
      image: `/media/art/itinerary/goa-beach-escape-day-${day}.svg`,
      imageAltText: `Day ${day} scene`,
    })),
  };
}

const byListing = { path: '/packages-details/:packageSlug', route: '/packages-details/4days-3nights-goa-beach-escape' };

it('takes the package name from the URL: title case, days/nights prefix gone, hyphens to spaces', () => {
  expect(packageNameFromSlug('4days-3nights-goa-beach-escape')).toBe('Goa Beach Escape');
  expect(packageNameFromSlug('10days-9nights-KERALA-backwaters-and-hills')).toBe('Kerala Backwaters And Hills');
  expect(packageNameFromSlug('1days-0nights-agra-day-trip')).toBe('Agra Day Trip');
  // no prefix (a destination route's name written without it) is the name as it is
  expect(packageNameFromSlug('shimla-manali-honeymoon')).toBe('Shimla Manali Honeymoon');
});

it.each([
  ['the listing route', byListing],
  ['the destination route', { path: '/:destinationSlug/:packageName', route: '/goa-tour-packages-details/4days-3nights-goa-beach-escape' }],
])('opened by %s: asks for the package by its name and shows every section', async (_, at) => {
  server.on('GET', DETAIL, ok(goaBeachEscape()));
  const { container } = renderWithRouter(<PackageDetailPage />, at);
  expect(screen.getByRole('status')).toHaveTextContent('Loading package details...');
  // the banner, named by the URL's slug, is already on its way
  expect(container.querySelector('img')).toHaveAttribute('src', '/media/art/package/goa-beach-escape.svg');
  expect(await screen.findByRole('heading', { level: 1, name: 'Goa Beach Escape' })).toBeInTheDocument();
  expect(server.calls('GET', DETAIL)[0].query.packageName).toBe('Goa Beach Escape');

  expect(screen.getByRole('img', { name: 'Calangute beach at sunset' })).toHaveAttribute('width', '1200');
  expect(screen.getByText('3 Nights / 4 Days')).toBeInTheDocument();
  // information: cut to 500 characters until Read More
  expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  const includes = screen.getByRole('heading', { name: 'Package Includes' }).closest('section')!;
  expect(within(includes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hotels', 'Transport', 'Meals', 'Sightseeing']);
  expect(screen.getByText('This trip can be customised')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download itinerary (PDF)' })).toBeInTheDocument();

  // the sections below the fold follow once the top has painted
  const days = screen.getByRole('heading', { name: 'Itinerary' }).closest('section')!;
  expect(await within(days).findAllByRole('heading', { level: 3 })).toHaveLength(2);
  expect(within(days).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy');
  expect(within(days).getByRole('list', { name: 'Day 1 plan' })).toHaveTextContent('Fort Aguada');
  expect(within(days).getAllByText(/Hotel Sea Breeze, Goa · Overnight stay in Goa/)).toHaveLength(2);

  expect(within(screen.getByRole('list', { name: 'Inclusions' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '3 nights at Hotel Sea Breeze',
    'Daily breakfast',
  ]);
  expect(within(screen.getByRole('list', { name: 'Exclusions' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Flights',
    'Travel insurance',
  ]);
  expect(screen.getByText('If you Cancel your Holiday:-')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Cancellation Policy' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '30 or more days before departure: 65% refunded.',
  ]);

  // the booking form of the enquiry remote, once the page has painted
  expect(await screen.findByTestId('remote-module')).toHaveTextContent('enquiry/BookingForm');
  expect(document.title).toBe('Goa Beach Escape: 3N/4D Goa Tour | Safarnama Holidays');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/packages-details/4days-3nights-goa-beach-escape');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Four days of Goa beaches from ₹12,999 per person.');
});

it('carries JSON-LD: a TouristTrip whose INR offer is the price shown, and the breadcrumb trail', async () => {
  server.on('GET', DETAIL, ok(goaBeachEscape()));
  const { container } = renderWithRouter(<PackageDetailPage />, byListing);
  await screen.findByRole('heading', { level: 1, name: 'Goa Beach Escape' });
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
  const trip = blocks.find((b) => b['@type'] === 'TouristTrip');
  expect(trip.offers).toMatchObject({ price: 12999, priceCurrency: 'INR' });
  expect(screen.getAllByText('₹12,999').length).toBeGreaterThan(0);
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Goa Tour Packages', 'Goa Beach Escape']);
  expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Goa Tour Packages' })).toHaveAttribute(
    'href',
    '/goa-tour-packages',
  );
});

it('without itinerary days keeps "Loading itinerary details..."; empty policies say "No description available"', async () => {
  const result = goaBeachEscape();
  result.itineraryNameResponseList = [];
  result.packageDetailResponse.tourPolicy = '';
  result.packageDetailResponse.cancellationPolicy = '  ';
  server.on('GET', DETAIL, ok(result));
  renderWithRouter(<PackageDetailPage />, byListing);
  await screen.findByRole('heading', { level: 1, name: 'Goa Beach Escape' });
  const policies = (await screen.findByRole('heading', { name: 'Our Tour Policies' })).closest('section')!;
  expect(screen.getByText('Loading itinerary details...')).toBeInTheDocument();
  expect(within(policies).getAllByText('No description available')).toHaveLength(2);
});

it('an unknown package goes to the not-found page', async () => {
  server.on('GET', DETAIL, refused(404, 'Package not found'));
  renderWithRouter(<PackageDetailPage />, byListing);
  await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
  expect(currentLocation().state).toMatchObject({ message: PACKAGE_NOT_FOUND });
});

it('a failed request says "Failed to load package data" and tries again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', DETAIL, 'network-error');
  renderWithRouter(<PackageDetailPage />, byListing);
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to load package data');
  server.on('GET', DETAIL, ok(goaBeachEscape()));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Goa Beach Escape' })).toBeInTheDocument();
});
