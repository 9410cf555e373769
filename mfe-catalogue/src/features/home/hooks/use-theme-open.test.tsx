import '../../common/test-polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, GlobalLoadingOverlay, resetSiteStore } from '@safarnama/shared';
import { navigationState, renderAt } from '../../common/test-utils';
import { useThemeOpen } from './use-theme-open';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return { ...actual, api: { ...actual.api, searchByCategory: jest.fn() } };
});

const mockedApi = api as jest.Mocked<typeof api>;
const cards = [{ id: 1, destinationName: 'Andaman & Nicobar', image: '/media/art/destination/andaman-and-nicobar.svg', minPrice: 15999, maxPrice: 42999, packageCount: 3 }];

function Probe() {
  const { open } = useThemeOpen();
  return (
    <>
      <button type="button" onClick={() => void open({ name: 'Water_Activities', title: 'Water Activities', categoryId: 8 })}>
        Water Activities packages
      </button>
      <GlobalLoadingOverlay />
    </>
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  resetSiteStore();
});

it('shows the overlay while fetching, then opens /themes/{name} with categoryId, themeName and themeData', async () => {
  let answer!: (value: unknown) => void;
  mockedApi.searchByCategory.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
  const user = userEvent.setup();
  renderAt(<Probe />);
  await user.click(screen.getByRole('button', { name: 'Water Activities packages' }));
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Water Activities packages...');
  await user.click(screen.getByRole('button', { name: 'Water Activities packages' }));
  expect(mockedApi.searchByCategory).toHaveBeenCalledTimes(1);
  expect(mockedApi.searchByCategory).toHaveBeenCalledWith('Water_Activities');

  const themeData = { code: 1, message: 'Success', data: cards, status: 200 };
  await act(async () => answer(themeData));
  expect(screen.getByTestId('location')).toHaveTextContent('/themes/water-activities');
  expect(navigationState()).toEqual({ categoryId: 8, themeName: 'Water_Activities', themeData });
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

it("a failure is only logged ('Failed to fetch theme packages') and the overlay clears", async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedApi.searchByCategory.mockResolvedValue({ code: 0, message: 'No packages found for this theme.', status: 404 } as never);
  const user = userEvent.setup();
  renderAt(<Probe />);
  await user.click(screen.getByRole('button', { name: 'Water Activities packages' }));
  await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch theme packages', expect.any(Error)));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  log.mockRestore();
});
