import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from '@safarnama/shared';
import { currentLocation, exampleTrackingPayload, fakeApiPerTest, ok, refused, renderWithRouter, searchResult } from '@safarnama/shared/testing';
import { SearchBar } from './search-bar';

const cities = [
  { id: 11, name: 'Goa' },
  { id: 12, name: 'Gokarna' },
  { id: 13, name: 'Jaipur' },
  { id: 14, name: 'Nagaland' },
];

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const goa = searchResult('Goa', []);
const HOME_SEARCH = '/package/search';
const CITIES = '/package/get-all-cities';

function renderBar(route = '/') {
  return renderWithRouter(
    <>
      <SearchBar />
      <ToastArea />
    </>,
    { route },
  );
}

/** The home search requests the bar sent, by their bodies. */
const searches = () => server.calls('POST', HOME_SEARCH).map((r) => r.body as Record<string, unknown>);
const citiesAsked = () => expect(server.calls('GET', CITIES)).toHaveLength(1);

let userAgent: jest.SpyInstance;
const server = fakeApiPerTest();

beforeEach(() => {
  server
    .on('GET', CITIES, ok({ data: cities }))
    .on('POST', HOME_SEARCH, ok(goa));
  userAgent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(FIREFOX_DESKTOP);
});

afterEach(() => {
  userAgent.mockRestore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const destinationInput = () => screen.getByRole('combobox', { name: 'Destination' });
const cityOptions = () => within(screen.getByRole('listbox', { name: 'Destinations' })).getAllByRole('option');

describe('month list', () => {
  it('runs from the current month to December and defaults to the current month', async () => {
    jest.useFakeTimers({ now: new Date(2026, 8, 14), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderBar();
    const month = screen.getByRole('combobox', { name: 'Month of travel' }) as HTMLSelectElement;
    const options = Array.from(month.options).map((o) => o.textContent);
    expect(options).toEqual(['September', 'October', 'November', 'December']);
    expect(month.value).toBe('September');
    await act(async () => {});
  });

  it('has only December in December', async () => {
    jest.useFakeTimers({ now: new Date(2026, 11, 31), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderBar();
    const month = screen.getByRole('combobox', { name: 'Month of travel' }) as HTMLSelectElement;
    expect(Array.from(month.options).map((o) => o.value)).toEqual(['December']);
    await act(async () => {});
  });
});

describe('destination dropdown', () => {
  it('opens on focus with every city, filters by case-insensitive contains, and closes on a pick', async () => {
    const user = userEvent.setup();
    renderBar();
    await waitFor(citiesAsked);
    await user.tab();
    expect(destinationInput()).toHaveFocus();
    await screen.findByRole('listbox', { name: 'Destinations' });
    expect(cityOptions()).toHaveLength(4);

    await user.keyboard('N');
    expect(cityOptions().map((o) => o.textContent)).toEqual(['Gokarna', 'Nagaland']);

    await user.click(screen.getByRole('option', { name: 'Nagaland' }));
    expect(destinationInput()).toHaveValue('Nagaland');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(destinationInput()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is usable with the keyboard: arrows highlight, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    renderBar();
    await waitFor(citiesAsked);
    await user.tab();
    await user.keyboard('go');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Gokarna' })).toHaveAttribute('aria-selected', 'true');
    expect(destinationInput()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Gokarna' }).id);
    await user.keyboard('{Enter}');
    expect(destinationInput()).toHaveValue('Gokarna');
    expect(searches()).toHaveLength(0);

    await user.keyboard('{Backspace}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on a click outside and clears the text when the input is clicked', async () => {
    const user = userEvent.setup();
    renderBar();
    await waitFor(citiesAsked);
    await user.click(destinationInput());
    await user.keyboard('Jai');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(destinationInput()).toHaveValue('Jai');

    await user.click(destinationInput());
    expect(destinationInput()).toHaveValue('');
    expect(cityOptions()).toHaveLength(4);
  });
});

describe('search', () => {
  it("empty destination: toast 'All fields are required!' and no call", async () => {
    const user = userEvent.setup();
    renderBar();
    await user.type(destinationInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('All fields are required!')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it('a picked city sends its id; the request has every field of the home search request with UTM from the query string', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 5), advanceTimers: true });
    userAgent.mockReturnValue(CHROME_ANDROID);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBar('/?utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_content=hero-ad');
    await waitFor(citiesAsked);
    await user.click(destinationInput());
    await user.click(screen.getByRole('option', { name: 'Goa' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month of travel' }), 'December');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({
      ...exampleTrackingPayload('HOMEPAGE', { date: 'December', utmCampaign: 'diwali', utmContent: 'hero-ad' }),
      destinationId: 11,
      destinationName: 'Goa',
    });
  });

  it('a typed name keeps the destination id null, even when it names a listed city; desktop Firefox is detected', async () => {
    const user = userEvent.setup();
    renderBar();
    await waitFor(citiesAsked);
    await user.type(destinationInput(), ' goa ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({
      destinationId: null,
      destinationName: 'goa',
      deviceType: 'desktop',
      browser: 'Firefox',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      utmContent: '',
    });
  });

  it('picking a city and then typing forgets its id', async () => {
    const user = userEvent.setup();
    renderBar();
    await waitFor(citiesAsked);
    await user.click(destinationInput());
    await user.click(screen.getByRole('option', { name: 'Gokarna' }));
    await user.type(destinationInput(), '{End} beach', { skipClick: true });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({ destinationId: null, destinationName: 'Gokarna beach' });
  });

  it('code 1 goes to the listing with the response in navigation state', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.type(destinationInput(), 'Goa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation().path).toBe('/goa-tour-packages'));
    expect(currentLocation().state).toEqual({ code: 1, message: 'Success', status: 200, data: goa });
  });

  it.each([
    ["any other code goes to /no-result-found with the server's message, or 'No result found.'", 'No packages found for this destination.', 'No packages found for this destination.'],
    ["falls back to 'No result found.' when the refusal has no message", '', 'No result found.'],
  ])('%s', async (_, refusal, message) => {
    const user = userEvent.setup();
    server.on('POST', HOME_SEARCH, refused(404, refusal));
    renderBar();
    await user.type(destinationInput(), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
    expect(currentLocation().state).toEqual({ data: [], code: 0, message });
  });

  it("a network failure toasts 'Something went wrong!' and stays on the page", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.on('POST', HOME_SEARCH, 'network-error');
    renderBar();
    await user.type(destinationInput(), 'Goa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(currentLocation().path).toBe('/');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('a failed city list is only logged: typing still works', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.on('GET', CITIES, 'network-error');
    const user = userEvent.setup();
    renderBar();
    await waitFor(() => expect(log).toHaveBeenCalled());
    await user.type(destinationInput(), 'Goa');
    expect(destinationInput()).toHaveValue('Goa');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
