import '../common/test-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, toast } from '@safarnama/shared';
import { navigationState, renderAt } from '../common/test-utils';
import DestinationPage from './destination-page';

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

const pkg = (id: number, name: string, price: number, durationDay: number) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: `<p>${name} takes you to the beaches, forts and spice farms of Goa with a local guide and breakfast daily.</p>`,
  image: `/media/art/package/${id}.svg`,
  imageAltText: `${name} photo`,
  price,
  durationDay,
  rating: 4.5,
  categoryName: 'Family',
  categories: ['Family'],
  destinationName: 'Goa',
  includes: { meals: true, hotel: true, transfer: false, sightseeing: true },
});

const goa = {
  code: 1,
  message: 'Success',
  status: 200,
  data: {
    mainPackageResponse: {
      id: 1, name: 'Goa', destinationName: 'Goa', slug: 'goa', description: 'Goa is India’s beach state.\n\nIts churches are UNESCO sites.',
      metaTitle: 'Goa Tour Packages', metaDescription: 'Goa holidays', keywords: '', bannerImage: '/media/art/banner/goa.svg', bannerAltText: 'Goa beach',
    },
    packageResponse: [pkg(2, 'Goa Heritage Trail', 32999, 6), pkg(1, 'Goa Beach Escape', 12999, 4)],
    questionResponses: [],
    answerResponses: [],
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  mockedApi.getIp.mockResolvedValue('unknown');
});

const at = { path: '/:destinationSlug', route: '/goa-tour-packages' };

it('shows the search response from navigation state, packages by ascending price', () => {
  renderAt(<DestinationPage />, { ...at, state: goa });
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
  expect(mockedApi.searchDestination).not.toHaveBeenCalled();
  expect(document.title).toBe('Goa Tour Packages | Safarnama Holidays');
});

it('opened by URL: fetches with LISTING_PAGE tracking', async () => {
  mockedApi.searchDestination.mockResolvedValue(goa as never);
  renderAt(<DestinationPage />, at);
  expect(screen.getByRole('status')).toHaveTextContent('Loading Goa packages...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Goa Tour Packages' })).toBeInTheDocument();
  expect(mockedApi.searchDestination).toHaveBeenCalledWith('goa', expect.objectContaining({ pageName: 'LISTING_PAGE' }), expect.anything());
});

it('a stale state for another destination is ignored', async () => {
  mockedApi.searchDestination.mockResolvedValue(goa as never);
  renderAt(<DestinationPage />, { path: '/:destinationSlug', route: '/kerala-tour-packages', state: goa });
  await waitFor(() => expect(mockedApi.searchDestination).toHaveBeenCalledWith('kerala', expect.anything(), expect.anything()));
  await screen.findByRole('heading', { level: 1 });
});

it("code not 1: /no-result-found with the server's message", async () => {
  mockedApi.searchDestination.mockResolvedValue({ code: 0, message: 'No packages found for this destination.', status: 404 } as never);
  renderAt(<DestinationPage />, { path: '/:destinationSlug', route: '/atlantis-tour-packages' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/no-result-found'));
  expect(navigationState()).toEqual({ data: [], code: 0, message: 'No packages found for this destination.' });
});

it("failure: toast 'Failed to load package data' and /no-result-found", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedApi.searchDestination.mockRejectedValue(new Error('Network Error'));
  renderAt(<DestinationPage />, at);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/no-result-found'));
  expect(mockedToast.error).toHaveBeenCalledWith('Failed to load package data');
  expect(navigationState()).toEqual({ data: [], code: 0, message: 'Failed to load package data' });
});

it('long descriptions fold at 500 characters with Read More / Read Less', async () => {
  const user = userEvent.setup();
  const long = `${'Palm-fringed beaches and spice plantations. '.repeat(15)}\n\nThe end.`;
  const state = { ...goa, data: { ...goa.data, mainPackageResponse: { ...goa.data.mainPackageResponse, description: long } } };
  renderAt(<DestinationPage />, { ...at, state });
  expect(screen.queryByText('The end.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Read More' }));
  expect(screen.getByText('The end.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Read Less' }));
  expect(screen.queryByText('The end.')).not.toBeInTheDocument();
});
