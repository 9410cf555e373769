import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, ToastArea } from '@safarnama/shared';
import { currentLocation, fakeApiPerTest, ok, packageSummary, refused, renderWithRouter, searchResult } from '@safarnama/shared/testing';
import { PopularDestinations } from './popular-destinations';

const SEARCH = '/package/search-main-package-and-sub-package';
const server = fakeApiPerTest();

function renderSection() {
  return renderWithRouter(
    <>
      <PopularDestinations />
      <ToastArea />
    </>,
    { route: '/darshan' },
  );
}

beforeEach(resetSiteStore);
afterEach(() => jest.restoreAllMocks());

it('shows the six destinations of the spec as buttons', () => {
  renderSection();
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Kedarnath', 'Badrinath', 'Haridwar', 'Rishikesh', 'Gangotri', 'Yamunotri']);
});

it('with packages: the untracked GET search, then the lowercase listing with the answer in state', async () => {
  const data = searchResult('Haridwar', [packageSummary(7, 'Haridwar Ganga Aarti', 9999, 3, 'Haridwar')]);
  server.on('GET', SEARCH, ok(data));
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Haridwar' }));

  await waitFor(() => expect(currentLocation().path).toBe('/haridwar-tour-packages'));
  expect(currentLocation().state).toMatchObject({ code: 1, data });
  const [request] = server.calls('GET', SEARCH);
  expect(request.query).toMatchObject({ destinationName: 'Haridwar', websiteId: 1 });
  // the check is not a search a visitor made: nothing is posted for tracking
  expect(server.calls('POST', SEARCH)).toHaveLength(0);
});

it.each([
  ['an empty result goes to /no-result-found with the reason', 'Gangotri', ok(searchResult('Gangotri', [])), 'No packages found for this destination.'],
  ["the API's refusal goes to /no-result-found with the server's message", 'Yamunotri', refused(404, 'No packages found for Yamunotri.'), 'No packages found for Yamunotri.'],
])('%s', async (_, shrine, reply, message) => {
  server.on('GET', SEARCH, reply);
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: shrine }));
  await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
  expect(currentLocation().state).toEqual({ data: [], code: 0, message });
});

it("an API error goes to /no-result-found after the toast 'Failed to load package data'", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.on('GET', SEARCH, { status: 500, body: { code: 0, message: 'Internal Server Error' } });
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Kedarnath' }));
  expect(await screen.findByText('Failed to load package data')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
  expect(currentLocation().state).toEqual({ data: [], code: 0, message: 'Failed to load package data' });
});

it('while one destination loads the others wait', async () => {
  let answer!: () => void;
  server.on('GET', SEARCH, () => new Promise((resolve) => (answer = () => resolve(ok(searchResult('Kedarnath', [packageSummary(1, 'Kedarnath Yatra', 14999, 5, 'Kedarnath')]))))));
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Kedarnath' }));
  expect(screen.getByRole('button', { name: 'Loading Kedarnath...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Badrinath' })).toBeDisabled();
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Kedarnath tour packages...');
  answer();
  await waitFor(() => expect(currentLocation().path).toBe('/kedarnath-tour-packages'));
  expect(server.calls('GET', SEARCH)).toHaveLength(1);
});
