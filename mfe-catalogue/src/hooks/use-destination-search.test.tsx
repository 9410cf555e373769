import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from '@safarnama/shared';
import { cleanEachTest, currentLocation, fakeApiPerTest, ok, packageSummary, refused, renderWithRouter, searchResult } from '@safarnama/shared/testing';
import { useDestinationSearch } from './use-destination-search';

const SEARCH = '/package/search-main-package-and-sub-package';
const kedarnathData = searchResult('Kedarnath', [packageSummary(1, 'Kedarnath Yatra', 14999, 4, 'Kedarnath')]);
const kedarnath = { code: 1, message: 'Success', status: 200, data: kedarnathData };

function Probe({ target }: { target?: 'same-tab' | 'new-tab' }) {
  const { search, isLoading } = useDestinationSearch('HOMEPAGE');
  return (
    <>
      <button type="button" onClick={() => void search('Kedarnath', { title: 'Loading Kedarnath tour packages...', target })}>
        View Kedarnath
      </button>
      <p>{isLoading ? 'busy' : 'idle'}</p>
      <ToastArea />
    </>
  );
}

const server = fakeApiPerTest();
cleanEachTest({ siteStore: true });

it('shows the overlay, posts the HOMEPAGE tracking payload and opens the listing with the response in state', async () => {
  let answer!: () => void;
  server.on('POST', SEARCH, () => new Promise((resolve) => (answer = () => resolve(ok(kedarnathData)))));
  const user = userEvent.setup();
  renderWithRouter(<Probe />);
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Kedarnath tour packages...');
  expect(screen.getByText('busy')).toBeInTheDocument();
  // a second click while loading is ignored
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  await waitFor(() => expect(server.calls('POST', SEARCH)).toHaveLength(1));
  const [request] = server.calls('POST', SEARCH);
  expect(request.query.destinationName).toBe('Kedarnath');
  expect(request.body).toMatchObject({ id: 0, date: '', source: 'online', websiteId: 1, sourceMedia: 'web', pageName: 'HOMEPAGE' });

  await act(async () => answer());
  expect(currentLocation().path).toBe('/kedarnath-tour-packages');
  expect(currentLocation().state).toEqual(kedarnath);
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  expect(screen.getByText('idle')).toBeInTheDocument();
});

it('no packages: /no-result-found with the server message, no toast', async () => {
  server.on('POST', SEARCH, refused(404, 'No packages found for this destination.'));
  const user = userEvent.setup();
  renderWithRouter(<Probe />);
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
  expect(currentLocation().state).toEqual({ data: [], code: 0, message: 'No packages found for this destination.' });
  expect(screen.queryByText('Failed to load package data')).not.toBeInTheDocument();
});

it("failure: toast 'Failed to load package data', then /no-result-found with that message", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('POST', SEARCH, 'network-error');
  const user = userEvent.setup();
  renderWithRouter(<Probe />);
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
  expect(await screen.findByText('Failed to load package data')).toBeInTheDocument();
  expect(currentLocation().state).toEqual({ data: [], code: 0, message: 'Failed to load package data' });
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

it('new tab: keeps the overlay 1.5 s, then opens the listing in a new tab and stays', async () => {
  jest.useFakeTimers();
  const open = jest.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
  server.on('POST', SEARCH, ok(kedarnathData));
  renderWithRouter(<Probe target="new-tab" />);
  act(() => screen.getByRole('button', { name: 'View Kedarnath' }).click());
  await act(async () => jest.advanceTimersByTime(1400));
  expect(open).not.toHaveBeenCalled();
  expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(100));
  expect(open).toHaveBeenCalledWith('/kedarnath-tour-packages', '_blank');
  expect(currentLocation().path).toBe('/');
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

it('new tab blocked by the browser: goes to the listing in this tab, with the response', async () => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  server.on('POST', SEARCH, ok(kedarnathData));
  jest.useFakeTimers({ advanceTimers: true });
  renderWithRouter(<Probe target="new-tab" />);
  act(() => screen.getByRole('button', { name: 'View Kedarnath' }).click());
  await act(async () => jest.advanceTimersByTime(1500));
  await waitFor(() => expect(currentLocation().path).toBe('/kedarnath-tour-packages'));
  expect(currentLocation().state).toEqual(kedarnath);
});
