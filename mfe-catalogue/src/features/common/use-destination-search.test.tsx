import './test-polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, GlobalLoadingOverlay, resetSiteStore, toast } from '@safarnama/shared';
import { navigationState, renderAt } from './test-utils';
import { useDestinationSearch } from './use-destination-search';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return {
    ...actual,
    api: { ...actual.api, getIp: jest.fn(), searchDestination: jest.fn() },
    toast: Object.assign(jest.fn(), { error: jest.fn() }),
  };
});

const mockedApi = api as jest.Mocked<typeof api>;
const mockedToast = toast as unknown as { error: jest.Mock };

const kedarnath = {
  code: 1 as const,
  message: 'Success',
  status: 200,
  data: {
    mainPackageResponse: { id: 3, name: 'Kedarnath', destinationName: 'Kedarnath', slug: 'kedarnath' },
    packageResponse: [{ id: 1, name: 'Kedarnath Yatra', price: 14999 }],
    questionResponses: [],
    answerResponses: [],
  },
};

function Probe({ target }: { target?: 'same-tab' | 'new-tab' }) {
  const { search, isLoading } = useDestinationSearch('HOMEPAGE');
  return (
    <>
      <button type="button" onClick={() => void search('Kedarnath', { title: 'Loading Kedarnath tour packages...', target })}>
        View Kedarnath
      </button>
      <p>{isLoading ? 'busy' : 'idle'}</p>
      <GlobalLoadingOverlay />
    </>
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  resetSiteStore();
  mockedApi.getIp.mockResolvedValue('198.51.100.4');
});

afterEach(() => jest.useRealTimers());

it('shows the overlay, posts the HOMEPAGE tracking payload and opens the listing with the response in state', async () => {
  let answer!: (value: unknown) => void;
  mockedApi.searchDestination.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
  const user = userEvent.setup();
  renderAt(<Probe />, { route: '/?utm_source=newsletter' });
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Kedarnath tour packages...');

  // a second click while loading is ignored
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  await waitFor(() => expect(mockedApi.searchDestination).toHaveBeenCalledTimes(1));
  const [name, payload] = mockedApi.searchDestination.mock.calls[0];
  expect(name).toBe('Kedarnath');
  expect(payload).toMatchObject({ id: 0, date: '', userIp: '198.51.100.4', source: 'online', websiteId: 1, sourceMedia: 'web', pageName: 'HOMEPAGE' });

  await act(async () => answer(kedarnath));
  expect(screen.getByTestId('location')).toHaveTextContent('/kedarnath-tour-packages');
  expect(navigationState()).toEqual(kedarnath);
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

it('no packages: /no-result-found with the server message', async () => {
  mockedApi.searchDestination.mockResolvedValue({ code: 0, message: 'No packages found for this destination.', status: 404 } as never);
  const user = userEvent.setup();
  renderAt(<Probe />);
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/no-result-found'));
  expect(navigationState()).toEqual({ data: [], code: 0, message: 'No packages found for this destination.' });
  expect(mockedToast.error).not.toHaveBeenCalled();
});

it("failure: toast 'Failed to load package data', then /no-result-found with that message", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedApi.searchDestination.mockRejectedValue(new Error('Network Error'));
  const user = userEvent.setup();
  renderAt(<Probe />);
  await user.click(screen.getByRole('button', { name: 'View Kedarnath' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/no-result-found'));
  expect(mockedToast.error).toHaveBeenCalledWith('Failed to load package data');
  expect(navigationState()).toEqual({ data: [], code: 0, message: 'Failed to load package data' });
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

it('new tab: keeps the overlay 1.5 s, then opens the listing in a new tab and stays', async () => {
  jest.useFakeTimers();
  const open = jest.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
  mockedApi.searchDestination.mockResolvedValue(kedarnath as never);
  renderAt(<Probe target="new-tab" />);
  act(() => screen.getByRole('button', { name: 'View Kedarnath' }).click());
  await act(async () => jest.advanceTimersByTime(1400));
  expect(open).not.toHaveBeenCalled();
  expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(100));
  expect(open).toHaveBeenCalledWith('/kedarnath-tour-packages', '_blank');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  open.mockRestore();
});

it('new tab blocked by the browser: goes to the listing in this tab, with the response', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  mockedApi.searchDestination.mockResolvedValue(kedarnath as never);
  jest.useFakeTimers({ advanceTimers: true });
  renderAt(<Probe target="new-tab" />);
  act(() => screen.getByRole('button', { name: 'View Kedarnath' }).click());
  await act(async () => jest.advanceTimersByTime(1500));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/kedarnath-tour-packages'));
  expect(navigationState()).toEqual(kedarnath);
  open.mockRestore();
});
