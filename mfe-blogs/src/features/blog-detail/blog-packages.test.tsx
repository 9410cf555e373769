import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiPerTest, ok, packageSummary, refused, renderWithRouter, searchResult } from '@safarnama/shared/testing';
import { BlogPackages, cheapestPackages } from './blog-packages';

const DESTINATION = '/package/search-main-package-and-sub-package';
const server = fakeApiPerTest();
afterEach(() => jest.restoreAllMocks());

const goaPackages = () => [
  packageSummary(1, 'Goa Heritage Trail', 32_999, 6),
  packageSummary(2, 'Goa Beach Escape', 12_999, 4),
  packageSummary(3, 'Goa Luxury Villas', 54_999, 5),
  packageSummary(4, 'Goa Budget Break', 8_499, 3),
  packageSummary(5, 'Goa Spice Farms', 12_999, 2),
];

describe('cheapestPackages', () => {
  it('takes the three cheapest, cheapest first, whatever the order they came in', () => {
    expect(cheapestPackages(goaPackages()).map((p) => p.name)).toEqual(['Goa Budget Break', 'Goa Beach Escape', 'Goa Spice Farms']);
  });

  it('orders packages of the same price by name, and takes as many as asked', () => {
    expect(cheapestPackages(goaPackages(), 4).map((p) => p.name)).toEqual(['Goa Budget Break', 'Goa Beach Escape', 'Goa Spice Farms', 'Goa Heritage Trail']);
  });

  it('returns fewer when there are fewer, and leaves the list it was given as it was', () => {
    const two = goaPackages().slice(0, 2);
    expect(cheapestPackages(two).map((p) => p.name)).toEqual(['Goa Beach Escape', 'Goa Heritage Trail']);
    expect(two.map((p) => p.name)).toEqual(['Goa Heritage Trail', 'Goa Beach Escape']);
    expect(cheapestPackages([])).toEqual([]);
  });
});

describe("BlogPackages: the article's destination, its three cheapest packages", () => {
  it('asks the untracked destination search and links each package to its page', async () => {
    server.on('GET', DESTINATION, ok(searchResult('Goa', goaPackages())));
    renderWithRouter(<BlogPackages destinationName="Goa" />);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Goa tour packages' })).closest('section')!;
    expect(server.calls('GET', DESTINATION)[0].query).toMatchObject({ destinationName: 'Goa', websiteId: 1 });
    expect(server.calls('POST', DESTINATION)).toHaveLength(0);

    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Goa Budget Break', 'Goa Beach Escape', 'Goa Spice Farms']);
    expect(within(cards[0]).getByRole('link', { name: 'Goa Budget Break' })).toHaveAttribute('href', '/packages-details/3days-2nights-goa-budget-break');
    expect(within(cards[1]).getByRole('link', { name: 'Goa Beach Escape' })).toHaveAttribute('href', '/packages-details/4days-3nights-goa-beach-escape');
    expect(within(cards[2]).getByRole('link', { name: 'Goa Spice Farms' })).toHaveAttribute('href', '/packages-details/2days-1nights-goa-spice-farms');
    expect(within(cards[1]).getByText('4 Days / 3 Nights')).toBeInTheDocument();
    expect(within(cards[1]).getByText('₹12,999')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('img', { name: 'Goa Beach Escape photo' })).toHaveAttribute('loading', 'lazy');
    expect(within(section).getByRole('link', { name: 'See all Goa packages' })).toHaveAttribute('href', '/goa-tour-packages');
  });

  it('shows nothing when the destination has no packages', async () => {
    server.on('GET', DESTINATION, ok(searchResult('Goa', [])));
    renderWithRouter(<BlogPackages destinationName="Goa" />);
    await waitFor(() => expect(server.calls('GET', DESTINATION)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Goa tour packages' })).not.toBeInTheDocument();
  });

  it.each([
    ['a refusal', refused(404, 'No packages found for this destination.')],
    ['a failed request', 'network-error' as const],
  ])('shows nothing after %s (the article stays as it is)', async (_, reply) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.on('GET', DESTINATION, reply);
    renderWithRouter(<BlogPackages destinationName="Goa" />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('[blogs] packages for Goa could not be loaded', expect.anything()));
    expect(screen.queryByRole('heading', { name: 'Goa tour packages' })).not.toBeInTheDocument();
  });
});
