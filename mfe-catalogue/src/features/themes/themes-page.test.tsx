import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThemeCard } from '@safarnama/shared';
import { currentLocation, fakeApiPerTest, ok, packageSummary, refused, renderWithRouter, searchResult } from '@safarnama/shared/testing';
import ThemesPage from './themes-page';

// The quote popup belongs to the enquiry remote: here a marker naming it.
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('@safarnama/shared/testing').stubFederationRuntime());

const cards: ThemeCard[] = [
  { id: 1, destinationName: 'Goa', image: '/media/art/destination/goa.svg', minPrice: 8999, maxPrice: 24999, packageCount: 4 },
  { id: 2, destinationName: 'Andaman & Nicobar', image: '/media/art/destination/andaman-and-nicobar.svg', minPrice: 15999, maxPrice: 42999, packageCount: 1 },
  { id: 3, destinationName: 'Kerala', image: '/media/art/destination/kerala.svg', minPrice: 45999, maxPrice: 89999, packageCount: 2 },
];

const server = fakeApiPerTest();
afterEach(() => jest.restoreAllMocks());

const route = (name: string) => ({ path: '/themes/:themeName', route: `/themes/${name}` });

/** Renders the page and waits for the quote popup it composes from the enquiry remote (a marker here). */
async function renderThemes(options: Parameters<typeof renderWithRouter>[1]) {
  const view = renderWithRouter(<ThemesPage />, options);
  expect(await screen.findByTestId('remote-module')).toHaveTextContent('enquiry/QuotePopup');
  return view;
}

it('shows the cards from navigation state without fetching', async () => {
  await renderThemes({
    ...route('water-activities'),
    state: { categoryId: 8, themeName: 'Water_Activities', themeData: { code: 1, message: 'Success', data: cards, status: 200 } },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Water Activities Packages' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Destinations' });
  expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Goa', 'Andaman & Nicobar', 'Kerala']);
  expect(within(list).getByText('₹8,999 - ₹24,999')).toBeInTheDocument();
  expect(server.calls('GET', '/package/search-by-category')).toHaveLength(0);
  expect(document.title).toBe('Water Activities Holiday Packages | Safarnama Holidays');
});

it("opened by URL: 'Loading...' then the fetched cards", async () => {
  server.on('GET', '/package/search-by-category', ok(cards));
  renderWithRouter(<ThemesPage />, route('wildlife'));
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByTestId('remote-module')).toHaveTextContent('enquiry/QuotePopup');
  expect(await screen.findByRole('heading', { level: 2, name: 'Kerala' })).toBeInTheDocument();
  expect(server.calls('GET', '/package/search-by-category').map((r) => r.query.categoryName)).toEqual(['wildlife']);
});

it("an unknown theme or a failure: 'No packages found for this theme.'", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', '/package/search-by-category', refused(404, 'No packages found for this theme.'));
  await renderThemes(route('space-travel'));
  expect(await screen.findByText('No packages found for this theme.')).toBeInTheDocument();
});

it('filters by the budget bands that exist', async () => {
  const user = userEvent.setup();
  await renderThemes({ ...route('family'), state: { categoryId: 3, themeName: 'Family', themeData: cards } });
  const filter = screen.getByRole('group', { name: 'Budget per person' });
  expect(within(filter).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
    'All budgets',
    'Under ₹10,000',
    '₹10,000 - ₹20,000',
    '₹40,001 - ₹60,000',
  ]);
  await user.click(within(filter).getByRole('radio', { name: '₹10,000 - ₹20,000' }));
  const list = screen.getByRole('list', { name: 'Destinations' });
  expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Andaman & Nicobar']);
  await user.click(within(filter).getByRole('radio', { name: 'All budgets' }));
  expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3);
});

it('a destination card searches with THEMES_PAGE tracking and opens its listing', async () => {
  const kerala = searchResult('Kerala', [packageSummary(1, 'Kerala Backwaters', 24999, 5, 'Kerala')]);
  server.on('POST', '/package/search-main-package-and-sub-package', ok(kerala));
  const user = userEvent.setup();
  await renderThemes({ ...route('family'), state: { themeName: 'Family', themeData: cards } });
  await user.click(screen.getByRole('button', { name: 'Kerala' }));
  await waitFor(() => expect(currentLocation().path).toBe('/kerala-tour-packages'));
  const [search] = server.calls('POST', '/package/search-main-package-and-sub-package');
  expect(search.query.destinationName).toBe('Kerala');
  expect(search.body).toMatchObject({ pageName: 'THEMES_PAGE' });
});
