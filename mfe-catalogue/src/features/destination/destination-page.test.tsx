import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from '@safarnama/shared';
import { currentLocation, fakeApiPerTest, ok, refused, renderWithRouter } from '@safarnama/shared/testing';
import { goaResult } from '../../testing/fixtures';
import DestinationPage from './destination-page';

const LISTING_SEARCH = '/package/search-main-package-and-sub-package';
const goa = { code: 1, message: 'Success', status: 200, data: goaResult() };

const server = fakeApiPerTest();
afterEach(() => jest.restoreAllMocks());

const at = { path: '/:destinationSlug', route: '/goa-tour-packages' };

it('shows the search response from navigation state, packages by ascending price', () => {
  renderWithRouter(<DestinationPage />, { ...at, state: goa });
  expect(screen.getByRole('heading', { level: 1, name: 'Goa Tour Packages' })).toBeInTheDocument();
  expect(screen.getByText('2 Goa packages found')).toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Goa packages' })).getAllByRole('article');
  expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Goa Beach Escape', 'Goa Heritage Trail']);

  const first = cards[0];
  expect(within(first).getByText('3 Nights / 4 Days')).toBeInTheDocument();
  expect(within(first).getByText('Goa Beach Escape takes you to the beaches, forts and...')).toBeInTheDocument();
  expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(within(first).getByText('Per Person on twin sharing')).toBeInTheDocument();
  expect(within(first).getByText('20% OFF')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'View details of Goa Beach Escape' })).toHaveAttribute('href', '/packages-details/4days-3nights-goa-beach-escape');
  expect(server.requests).toHaveLength(0);
  expect(document.title).toBe('Goa Tour Packages | Safarnama Holidays');
});

it('opened by URL: fetches with LISTING_PAGE tracking', async () => {
  server.on('POST', LISTING_SEARCH, ok(goaResult()));
  renderWithRouter(<DestinationPage />, at);
  expect(screen.getByRole('status')).toHaveTextContent('Loading Goa packages...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Goa Tour Packages' })).toBeInTheDocument();
  const [search] = server.calls('POST', LISTING_SEARCH);
  expect(search.query.destinationName).toBe('goa');
  expect(search.body).toMatchObject({ pageName: 'LISTING_PAGE' });
});

it('a stale state for another destination is ignored', async () => {
  server.on('POST', LISTING_SEARCH, ok(goaResult()));
  renderWithRouter(<DestinationPage />, { path: '/:destinationSlug', route: '/kerala-tour-packages', state: goa });
  await screen.findByRole('heading', { level: 1 });
  expect(server.calls('POST', LISTING_SEARCH).map((r) => r.query.destinationName)).toEqual(['kerala']);
});

it("code not 1: /no-result-found with the server's message", async () => {
  server.on('POST', LISTING_SEARCH, refused(404, 'No packages found for this destination.'));
  renderWithRouter(<DestinationPage />, { path: '/:destinationSlug', route: '/atlantis-tour-packages' });
  await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
  expect(currentLocation().state).toEqual({ data: [], code: 0, message: 'No packages found for this destination.' });
});

it("failure: toast 'Failed to load package data' and /no-result-found", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('POST', LISTING_SEARCH, 'network-error');
  renderWithRouter(
    <>
      <DestinationPage />
      <ToastArea />
    </>,
    at,
  );
  expect(await screen.findByText('Failed to load package data')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation().path).toBe('/no-result-found'));
  expect(currentLocation().state).toEqual({ data: [], code: 0, message: 'Failed to load package data' });
});

it('long descriptions fold at 500 characters with Read More / Read Less', async () => {
  const user = userEvent.setup();
  const long = `${'Palm-fringed beaches and spice plantations. '.repeat(15)}\n\nThe end.`;
  const state = { ...goa, data: { ...goa.data, mainPackageResponse: { ...goa.data.mainPackageResponse, description: long } } };
  renderWithRouter(<DestinationPage />, { ...at, state });
  expect(screen.queryByText('The end.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Read More' }));
  expect(screen.getByText('The end.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Read Less' }));
  expect(screen.queryByText('The end.')).not.toBeInTheDocument();
});
