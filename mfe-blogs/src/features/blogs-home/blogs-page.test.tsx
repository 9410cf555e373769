import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ToastArea, type Blog } from '@safarnama/shared';
import { cleanEachTest, fakeApiPerTest, ok, refused, renderWithRouter, type FakeReply, type FakeRequest } from '@safarnama/shared/testing';
import { blog, newestFirst } from '../../testing/fixtures';
import BlogsPage from './blogs-page';

const BLOGS = '/blog/get-all';
const CITIES = '/package/get-all-cities';
const TRENDING = '/package/trending-destinations';

const cities = [
  { id: 11, name: 'Goa' },
  { id: 12, name: 'Gokarna' },
  { id: 13, name: 'Varanasi' },
];

const goaMonsoon = blog({ id: 50, name: 'Goa in the Monsoon', categoryName: 'Nature', destinationName: 'Goa' });
const kashiGhats = blog({ id: 51, name: 'The Ghats of Kashi at Dawn', categoryName: 'Religious', destinationName: 'Varanasi' });

const server = fakeApiPerTest();

/**
 * GET /blog/get-all answers the page's own list (no filter) with `all`, and a search
 * (destinationId and/or categoryId) with `search`.
 */
function answerBlogs(all: FakeReply, search: FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>) = ok([goaMonsoon])) {
  server.on('GET', BLOGS, (request) => {
    const filtered = 'destinationId' in request.query || 'categoryId' in request.query;
    if (!filtered) return all;
    return typeof search === 'function' ? search(request) : search;
  });
}

beforeEach(() => {
  answerBlogs(ok(newestFirst(8)));
  server.on('GET', CITIES, ok({ data: cities })).on('GET', TRENDING, ok([{ id: 1, name: 'Goa' }]));
});
cleanEachTest();

function openBlogs() {
  return renderWithRouter(
    <>
      <BlogsPage />
      <ToastArea />
    </>,
    { route: '/blogs' },
  );
}

const grid = (name: string) => screen.getByRole('list', { name });
const titlesIn = (name: string) => within(grid(name)).getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const latest = () => titlesIn('Latest blogs');

/** The filters of every blog search sent (the page's own unfiltered list left out). */
const searchesSent = () =>
  server
    .calls('GET', BLOGS)
    .filter((r) => 'destinationId' in r.query || 'categoryId' in r.query)
    .map(({ query: { authCode: _authCode, ...filters } }) => filters);

const field = (name: 'Destination' | 'Category') => screen.getByRole('combobox', { name });
const searchButton = () => within(screen.getByRole('search', { name: 'Search blogs' })).getByRole('button', { name: 'Search' });

/** Opens a dropdown (its text clears on focus) and picks one of its options. */
async function pick(user: UserEvent, name: 'Destination' | 'Category', option: string) {
  await user.click(field(name));
  await user.click(await screen.findByRole('option', { name: option }));
  expect(field(name)).toHaveValue(option);
}

/** The destinations are asked for when the visitor first comes to the search (focus or pointer). */
async function destinationsLoaded() {
  fireEvent.focusIn(field('Destination'));
  await waitFor(() => expect(server.calls('GET', CITIES)).toHaveLength(1));
}

/** A visitor at the search, once the destinations it offers have come. */
async function atTheSearch(): Promise<UserEvent> {
  const user = userEvent.setup();
  openBlogs();
  await destinationsLoaded();
  return user;
}

/** Presses Search; resolves to the heading named `name` the results come under. */
async function searchFor(user: UserEvent, name: string) {
  await user.click(searchButton());
  return screen.findByRole('heading', { level: 2, name });
}

describe('the blog lists', () => {
  it("'Latest Blogs' shows the newest 3 of the list, after 'Loading blogs...'", async () => {
    openBlogs();
    expect(screen.getByRole('heading', { level: 1, name: 'Where are you headed next?' })).toBeInTheDocument();
    const loading = within(screen.getByRole('region', { name: 'Latest Blogs' })).getByRole('status');
    expect(loading).toHaveTextContent('Loading blogs...');
    await waitFor(() => expect(latest()).toEqual(['Blog 1', 'Blog 2', 'Blog 3']));
    expect(loading).not.toBeInTheDocument();
    expect(server.calls('GET', BLOGS)[0].query).not.toHaveProperty('categoryId');
    expect(server.calls('GET', BLOGS)[0].query).not.toHaveProperty('destinationId');
    expect(screen.getByRole('button', { name: 'See more' })).toBeEnabled();
    expect(document.title).toBe('Travel Blogs: Itineraries, Yatra Guides and Tips | Safarnama Holidays');
    // the destinations wait until the visitor comes to the search
    expect(server.calls('GET', CITIES)).toHaveLength(0);
  });

  it("See more: 'Loading...' and disabled for one second, then 3 more; all shown, it reads 'No More Blogs', disabled", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    openBlogs();
    await waitFor(() => expect(latest()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(latest()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(latest()).toEqual(['Blog 1', 'Blog 2', 'Blog 3', 'Blog 4', 'Blog 5', 'Blog 6']);
    expect(screen.getByRole('button', { name: 'See more' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'See more' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(latest()).toEqual(['Blog 1', 'Blog 2', 'Blog 3', 'Blog 4', 'Blog 5', 'Blog 6', 'Blog 7', 'Blog 8']);
    expect(screen.getByRole('button', { name: 'No More Blogs' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'No More Blogs' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(latest()).toHaveLength(8);
    await act(() => jest.advanceTimersByTimeAsync(2000));
  });

  it('the Religious and Adventure bands show at most 3 blogs of their category, newest first, with a link to all of them', async () => {
    const mixed = [
      blog({ id: 1, name: 'Kedarnath Yatra Guide', categoryName: 'Religious' }),
      blog({ id: 2, name: 'Rishikesh Rafting', categoryName: 'Adventure' }),
      blog({ id: 3, name: 'Kerala with Kids', categoryName: 'Family' }),
      blog({ id: 4, name: 'Kashi Vishwanath Darshan', categoryName: 'Religious' }),
      blog({ id: 5, name: 'Trekking to Hampta Pass', categoryName: 'Adventure' }),
      blog({ id: 6, name: 'Golden Temple at Night', categoryName: 'Religious' }),
      blog({ id: 7, name: 'Tirupati in a Day', categoryName: 'Religious' }),
      blog({ id: 8, name: 'Paragliding at Bir Billing', categoryName: 'Adventure' }),
      blog({ id: 9, name: 'Scuba in the Andamans', categoryName: 'Adventure' }),
    ];
    answerBlogs(ok(mixed));
    openBlogs();
    await waitFor(() => expect(latest()).toEqual(['Kedarnath Yatra Guide', 'Rishikesh Rafting', 'Kerala with Kids']));
    expect(titlesIn('Religious blogs')).toEqual(['Kedarnath Yatra Guide', 'Kashi Vishwanath Darshan', 'Golden Temple at Night']);
    expect(titlesIn('Adventure blogs')).toEqual(['Rishikesh Rafting', 'Trekking to Hampta Pass', 'Paragliding at Bir Billing']);
    expect(screen.getByRole('heading', { level: 2, name: 'Religious Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Adventure Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All religious blogs' })).toHaveAttribute('href', '/category/religious/blog');
    expect(screen.getByRole('link', { name: 'All adventure blogs' })).toHaveAttribute('href', '/category/adventure/blog');
    // the destinations wait until the visitor comes to the search
    expect(server.calls('GET', CITIES)).toHaveLength(0);
  });

  it("ends with the explorers' stories and the trending destinations, each opening its listing in a new tab", async () => {
    openBlogs();
    expect(await screen.findByRole('heading', { level: 2, name: 'Travel Stories from Our Happy Explorers' })).toBeInTheDocument();
    const trending = await screen.findByRole('region', { name: 'Trending Domestic Tour Packages' });
    const goa = within(trending).getByRole('link', { name: /^Goa Tour Packages/ });
    expect(goa).toHaveAttribute('href', '/goa-tour-packages');
    expect(goa).toHaveAttribute('target', '_blank');
    // the destinations wait until the visitor comes to the search
    expect(server.calls('GET', CITIES)).toHaveLength(0);
  });

  it("a refusal of the list (code 0) toasts 'Failed to fetch blogs!' and shows no blogs", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answerBlogs(refused(400, 'Invalid request'));
    openBlogs();
    expect(await screen.findByText('Failed to fetch blogs!')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Latest Blogs' })).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Religious Blogs' })).not.toBeInTheDocument();
    // the destinations wait until the visitor comes to the search
    expect(server.calls('GET', CITIES)).toHaveLength(0);
  });

  it("a failed list request toasts 'Something went wrong while fetching blogs!'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answerBlogs('network-error');
    openBlogs();
    expect(await screen.findByText('Something went wrong while fetching blogs!')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch blogs!')).not.toBeInTheDocument();
    // the destinations wait until the visitor comes to the search
    expect(server.calls('GET', CITIES)).toHaveLength(0);
  });
});

describe('the blog search', () => {
  it("empty: toasts 'Please enter a destination or category.' and asks for nothing", async () => {
    const user = await atTheSearch();
    await user.click(searchButton());
    expect(await screen.findByText('Please enter a destination or category.')).toBeInTheDocument();
    expect(searchesSent()).toEqual([]);
    expect(server.calls('GET', BLOGS)).toHaveLength(1);
  });

  it('a picked destination sends its id alone, and its blogs show under "Blogs for Goa"', async () => {
    const user = await atTheSearch();
    await pick(user, 'Destination', 'Goa');
    const heading = await searchFor(user, 'Blogs for Goa');
    expect(searchesSent()).toEqual([{ destinationId: 11 }]);
    expect(titlesIn('Search results')).toEqual(['Goa in the Monsoon']);
    // a screen reader hears where the results are
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('heading', { name: 'Blogs for Goa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('a category alone sends its id alone (Religious is 8)', async () => {
    answerBlogs(ok(newestFirst(8)), ok([kashiGhats]));
    const user = await atTheSearch();
    await pick(user, 'Category', 'Religious');
    expect(await searchFor(user, 'Blogs for Religious')).toBeInTheDocument();
    expect(searchesSent()).toEqual([{ categoryId: 8 }]);
    expect(titlesIn('Search results')).toEqual(['The Ghats of Kashi at Dawn']);
  });

  it('a destination and a category send both ids', async () => {
    answerBlogs(ok(newestFirst(8)), ok([kashiGhats]));
    const user = await atTheSearch();
    await pick(user, 'Destination', 'Varanasi');
    await pick(user, 'Category', 'Water activity');
    expect(await searchFor(user, 'Blogs for Varanasi · Water activity')).toBeInTheDocument();
    expect(searchesSent()).toEqual([{ destinationId: 13, categoryId: 9 }]);
  });

  it('a picked destination whose text was cleared (focusing the field clears it) is not sent', async () => {
    answerBlogs(ok(newestFirst(8)), ok([kashiGhats]));
    const user = await atTheSearch();
    await pick(user, 'Destination', 'Goa');
    await pick(user, 'Category', 'Religious');
    await user.click(field('Destination'));
    expect(field('Destination')).toHaveValue('');
    expect(await searchFor(user, 'Blogs for Religious')).toBeInTheDocument();
    expect(searchesSent()).toEqual([{ categoryId: 8 }]);
  });

  it('a destination typed in full counts as picked', async () => {
    const user = await atTheSearch();
    await user.type(field('Destination'), 'goa');
    expect(await searchFor(user, 'Blogs for goa')).toBeInTheDocument();
    expect(searchesSent()).toEqual([{ destinationId: 11 }]);
  });

  it('a destination typed in full before the destination list arrived still counts as picked', async () => {
    const user = userEvent.setup();
    let answer: (reply: FakeReply) => void = () => {};
    server.on('GET', CITIES, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    openBlogs();
    await screen.findByRole('list', { name: 'Latest blogs' });
    await user.type(field('Destination'), 'Goa');
    // coming to the search asked for the destinations; they arrive after the typing
    await waitFor(() => expect(server.calls('GET', CITIES)).toHaveLength(1));
    answer(ok({ data: cities }));
    await waitFor(() => expect(field('Destination')).toHaveValue('Goa'));
    expect(await searchFor(user, 'Blogs for Goa')).toBeInTheDocument();
    expect(searchesSent()).toEqual([{ destinationId: 11 }]);
  });

  it('the dropdown lists what contains the typed text, in any case', async () => {
    const user = await atTheSearch();
    await user.click(field('Destination'));
    await user.keyboard('GO');
    const list = await screen.findByRole('listbox', { name: 'Destinations' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Goa', 'Gokarna']);
  });

  it("a name that matches no destination toasts 'No blogs found for your search criteria!' without asking for every blog", async () => {
    const user = await atTheSearch();
    await user.type(field('Destination'), 'Atlantis');
    await user.click(searchButton());
    expect(await screen.findByText('No blogs found for your search criteria!')).toBeInTheDocument();
    expect(server.calls('GET', BLOGS)).toHaveLength(1);
  });

  it("while searching, the button reads 'Searching...' and the results 'Searching blogs for Goa...'", async () => {
    let answer: (reply: FakeReply) => void = () => {};
    answerBlogs(ok(newestFirst(8)), () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    const user = await atTheSearch();
    await pick(user, 'Destination', 'Goa');
    expect(await searchFor(user, 'Searching blogs for Goa...')).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'Searching...' })).toBeDisabled();
    act(() => answer(ok([goaMonsoon])));
    expect(await screen.findByRole('heading', { level: 2, name: 'Blogs for Goa' })).toBeInTheDocument();
    expect(searchButton()).toBeEnabled();
  });

  it.each([
    ['no blogs (code 1, empty)', ok([] as Blog[])],
    ['a refusal (code 0)', refused(404, 'No blogs found')],
  ])("%s: toasts 'No blogs found for your search criteria!'", async (_, reply) => {
    answerBlogs(ok(newestFirst(8)), reply);
    const user = await atTheSearch();
    await pick(user, 'Destination', 'Gokarna');
    await user.click(searchButton());
    expect(await screen.findByText('No blogs found for your search criteria!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Blogs for Gokarna' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(searchesSent()).toEqual([{ destinationId: 12 }]);
  });

  it("a failed request toasts 'Something went wrong while fetching blogs.'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answerBlogs(ok(newestFirst(8)), 'network-error');
    const user = await atTheSearch();
    await pick(user, 'Category', 'Family');
    await user.click(searchButton());
    expect(await screen.findByText('Something went wrong while fetching blogs.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Blogs for Family/ })).not.toBeInTheDocument();
    expect(searchButton()).toBeEnabled();
    // the latest blogs are still there
    expect(latest()).toHaveLength(3);
  });

  it("the destinations cannot be loaded: toasts 'Failed to load destinations.'; a category search still works", async () => {
    server.on('GET', CITIES, 'network-error');
    answerBlogs(ok(newestFirst(8)), ok([kashiGhats]));
    const user = await atTheSearch();
    expect(await screen.findByText('Failed to load destinations.')).toBeInTheDocument();
    await pick(user, 'Category', 'Religious');
    expect(await searchFor(user, 'Blogs for Religious')).toBeInTheDocument();
  });
});
