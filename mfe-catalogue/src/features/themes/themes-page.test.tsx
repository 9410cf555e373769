import '../common/test-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@safarnama/shared';
import { renderAt } from '../common/test-utils';
import ThemesPage from './themes-page';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return {
    ...actual,
    api: { ...actual.api, searchByCategory: jest.fn(), getIp: jest.fn(), searchDestination: jest.fn() },
    // the quote popup belongs to the enquiry remote; not loaded in unit tests
    RemoteArea: () => null,
  };
});

const mockedApi = api as jest.Mocked<typeof api>;
const cards = [
  { id: 1, destinationName: 'Goa', image: '/media/art/destination/goa.svg', minPrice: 8999, maxPrice: 24999, packageCount: 4 },
  { id: 2, destinationName: 'Andaman & Nicobar', image: '/media/art/destination/andaman-and-nicobar.svg', minPrice: 15999, maxPrice: 42999, packageCount: 1 },
  { id: 3, destinationName: 'Kerala', image: '/media/art/destination/kerala.svg', minPrice: 45999, maxPrice: 89999, packageCount: 2 },
];

beforeEach(() => jest.clearAllMocks());

const route = (name: string) => ({ path: '/themes/:themeName', route: `/themes/${name}` });

it('shows the cards from navigation state without fetching', () => {
  renderAt(<ThemesPage />, {
    ...route('water-activities'),
    state: { categoryId: 8, themeName: 'Water_Activities', themeData: { code: 1, message: 'Success', data: cards, status: 200 } },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Water Activities Packages' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Destinations' });
  expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Goa', 'Andaman & Nicobar', 'Kerala']);
  expect(within(list).getByText('₹8,999 - ₹24,999')).toBeInTheDocument();
  expect(mockedApi.searchByCategory).not.toHaveBeenCalled();
  expect(document.title).toBe('Water Activities Holiday Packages | Safarnama Holidays');
});

it("opened by URL: 'Loading...' then the fetched cards", async () => {
  mockedApi.searchByCategory.mockResolvedValue({ code: 1, message: 'Success', data: cards, status: 200 });
  renderAt(<ThemesPage />, route('wildlife'));
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 2, name: 'Kerala' })).toBeInTheDocument();
  expect(mockedApi.searchByCategory).toHaveBeenCalledWith('wildlife', expect.anything());
});

it("an unknown theme or a failure: 'No packages found for this theme.'", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedApi.searchByCategory.mockResolvedValue({ code: 0, message: 'No packages found for this theme.', status: 404 } as never);
  renderAt(<ThemesPage />, route('space-travel'));
  expect(await screen.findByText('No packages found for this theme.')).toBeInTheDocument();
});

it('filters by the budget bands that exist', async () => {
  const user = userEvent.setup();
  renderAt(<ThemesPage />, { ...route('family'), state: { categoryId: 3, themeName: 'Family', themeData: cards } });
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
  mockedApi.getIp.mockResolvedValue('unknown');
  const result = {
    code: 1,
    message: 'Success',
    status: 200,
    data: { mainPackageResponse: { destinationName: 'Kerala', name: 'Kerala', slug: 'kerala' }, packageResponse: [{ id: 1 }], questionResponses: [], answerResponses: [] },
  };
  mockedApi.searchDestination.mockResolvedValue(result as never);
  const user = userEvent.setup();
  renderAt(<ThemesPage />, { ...route('family'), state: { themeName: 'Family', themeData: cards } });
  await user.click(screen.getByRole('button', { name: 'Kerala' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/kerala-tour-packages'));
  expect(mockedApi.searchDestination.mock.calls[0][1]).toMatchObject({ pageName: 'THEMES_PAGE' });
});
