import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore } from '../store/site-store';
import { currentLocation, fakeApiPerTest, ok, refused, renderWithRouter } from '../testing';
import { useOpenTheme } from './use-open-theme';

const cards = [{ id: 1, destinationName: 'Andaman & Nicobar', image: '/media/art/destination/andaman-and-nicobar.svg', minPrice: 15999, maxPrice: 42999, packageCount: 3 }];

function Probe() {
  const { open } = useOpenTheme('Failed to fetch theme packages');
  return (
    <button type="button" onClick={() => void open({ categoryId: 8, query: 'Water_Activities', themeName: 'Water_Activities', title: 'Water Activities' })}>
      Water Activities packages
    </button>
  );
}

const server = fakeApiPerTest();
beforeEach(() => {
  resetSiteStore();
});
afterEach(() => jest.restoreAllMocks());

it('shows the overlay while fetching, then opens /themes/{name} with categoryId, themeName and themeData', async () => {
  let answer!: () => void;
  server.on('GET', '/package/search-by-category', () => new Promise((resolve) => (answer = () => resolve(ok(cards)))));
  const user = userEvent.setup();
  renderWithRouter(<Probe />);
  await user.click(screen.getByRole('button', { name: 'Water Activities packages' }));
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Water Activities packages...');
  await user.click(screen.getByRole('button', { name: 'Water Activities packages' }));
  expect(server.calls('GET', '/package/search-by-category').map((r) => r.query.categoryName)).toEqual(['Water_Activities']);

  await act(async () => answer());
  expect(currentLocation().path).toBe('/themes/water-activities');
  expect(currentLocation().state).toEqual({ categoryId: 8, themeName: 'Water_Activities', themeData: { code: 1, message: 'Success', data: cards, status: 200 } });
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

it("a failure is only logged ('Failed to fetch theme packages') and the overlay clears", async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', '/package/search-by-category', refused(404, 'No packages found for this theme.'));
  const user = userEvent.setup();
  renderWithRouter(<Probe />);
  await user.click(screen.getByRole('button', { name: 'Water Activities packages' }));
  await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch theme packages', expect.any(Error)));
  expect(currentLocation().path).toBe('/');
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});
