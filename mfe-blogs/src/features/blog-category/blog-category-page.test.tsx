import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { ToastArea } from '@safarnama/shared';
import { cleanEachTest, currentLocation, fakeApiPerTest, ok, refused, renderWithRouter } from '@safarnama/shared/testing';
import { blog, newestFirst } from '../../testing/fixtures';
import BlogCategoryPage from './blog-category-page';

const BLOGS = '/blog/get-all';
const server = fakeApiPerTest();
cleanEachTest();

function openCategory(segment: string) {
  return renderWithRouter(
    <>
      <BlogCategoryPage />
      <ToastArea />
    </>,
    { path: '/category/:categoryName/blog', route: `/category/${segment}/blog` },
  );
}

const grid = (name: string) => screen.getByRole('list', { name });
const cardTitles = (name: string) => within(grid(name)).getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

it("/category/religious/blog asks for category 8 and shows 'Religious Blogs', 3 cards and See more", async () => {
  server.on('GET', BLOGS, ok(newestFirst(5, 'Religious')));
  openCategory('religious');
  expect(screen.getByRole('heading', { level: 1, name: 'Religious Blogs' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading blogs...');
  await waitFor(() => expect(cardTitles('Religious Blogs')).toEqual(['Blog 1', 'Blog 2', 'Blog 3']));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(server.calls('GET', BLOGS).map((r) => r.query)).toEqual([expect.objectContaining({ categoryId: 8 })]);
  expect(server.calls('GET', BLOGS)[0].query).not.toHaveProperty('destinationId');
  expect(screen.getByRole('button', { name: 'See more' })).toBeEnabled();
  expect(screen.getByText('Where are you headed next?')).toBeInTheDocument();
  expect(document.title).toBe('Religious Blogs | Safarnama Holidays');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/category/religious/blog');
});

it.each([
  ['seasonal-package', 1, 'Seasonal package'],
  ['adventure', 2, 'Adventure'],
  ['family', 3, 'Family'],
  ['nature', 4, 'Nature'],
  ['honeymoon', 5, 'Honeymoon'],
  ['wildlife', 6, 'Wildlife'],
  ['friend', 7, 'Friend'],
  ['water-activity', 9, 'Water activity'],
  ['Water_activity', 9, 'Water activity'],
  ['Water%20activity', 9, 'Water activity'],
])('/category/%s/blog asks for category %i (%s)', async (segment, id, name) => {
  server.on('GET', BLOGS, ok([]));
  openCategory(segment);
  expect(screen.getByRole('heading', { level: 1, name: `${name} Blogs` })).toBeInTheDocument();
  expect(await screen.findByText(`There are no ${name.toLowerCase()} blogs yet.`)).toBeInTheDocument();
  expect(server.calls('GET', BLOGS).map((r) => r.query.categoryId)).toEqual([id]);
  expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
});

it('See more: a disabled "Loading..." for one second, then 3 more; when all are shown, "No More Blogs", disabled', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  server.on('GET', BLOGS, ok(newestFirst(7, 'Religious')));
  openCategory('religious');
  await waitFor(() => expect(cardTitles('Religious Blogs')).toHaveLength(3));

  await user.click(screen.getByRole('button', { name: 'See more' }));
  const loading = screen.getByRole('button', { name: 'Loading...' });
  expect(loading).toBeDisabled();
  act(() => jest.advanceTimersByTime(999));
  expect(cardTitles('Religious Blogs')).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(1));
  expect(cardTitles('Religious Blogs')).toEqual(['Blog 1', 'Blog 2', 'Blog 3', 'Blog 4', 'Blog 5', 'Blog 6']);
  // the keyboard carries on where the new cards start
  expect(within(grid('Religious Blogs')).getAllByRole('article')[3].querySelector('a')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'See more' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'See more' }));
  act(() => jest.advanceTimersByTime(1000));
  expect(cardTitles('Religious Blogs')).toHaveLength(7);
  expect(screen.getByRole('button', { name: 'No More Blogs' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
});

it('another category starts again at 3 cards, whatever the last one had revealed (its list still cached)', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  server.on('GET', BLOGS, ok(newestFirst(7, 'Religious')));
  renderWithRouter(
    <>
      <BlogCategoryPage />
      <Link to="/category/religious/blog">Religious</Link>
      <Link to="/category/adventure/blog">Adventure</Link>
    </>,
    { path: '/category/:categoryName/blog', route: '/category/adventure/blog' },
  );
  await waitFor(() => expect(cardTitles('Adventure Blogs')).toHaveLength(3));
  await user.click(screen.getByRole('link', { name: 'Religious' }));
  await waitFor(() => expect(cardTitles('Religious Blogs')).toHaveLength(3));
  await user.click(screen.getByRole('button', { name: 'See more' }));
  act(() => jest.advanceTimersByTime(1000));
  expect(cardTitles('Religious Blogs')).toHaveLength(6);
  // back to a list fetched a moment ago: no loading state in between
  await user.click(screen.getByRole('link', { name: 'Adventure' }));
  expect(cardTitles('Adventure Blogs')).toHaveLength(3);
});

it('3 blogs or fewer: all shown and the button already reads "No More Blogs"', async () => {
  server.on('GET', BLOGS, ok(newestFirst(2, 'Adventure')));
  openCategory('adventure');
  await waitFor(() => expect(cardTitles('Adventure Blogs')).toEqual(['Blog 1', 'Blog 2']));
  expect(screen.getByRole('button', { name: 'No More Blogs' })).toBeDisabled();
});

it('a card shows the cover, destination and category (underscores as spaces), title, excerpt, author and date, and Read more', async () => {
  const user = userEvent.setup();
  const rafting = blog({ id: 4, name: 'Rafting the Ganga at Rishikesh', categoryName: 'Water_activity', destinationName: 'Rishikesh', createdAt: '2025-09-08T20:00:00.000Z' });
  server.on('GET', BLOGS, ok([rafting]));
  openCategory('water-activity');
  const card = await screen.findByRole('article');
  expect(within(card).getByRole('img', { name: 'Rafting the Ganga at Rishikesh cover' })).toHaveAttribute('src', '/media/art/blog/rafting-the-ganga-at-rishikesh.svg');
  expect(within(card).getByText('Rishikesh')).toBeInTheDocument();
  expect(within(card).getByText('Water activity')).toBeInTheDocument();
  expect(within(card).queryByText(/Water_activity/)).not.toBeInTheDocument();
  expect(within(card).getByText('Rafting the Ganga at Rishikesh: where to stay, what to eat and the best months to go.')).toBeInTheDocument();
  expect(within(card).getByText(/^Posted by/)).toHaveTextContent('Posted by Ananya Rao on 9 Sept 2025');
  // 'Read more' names its article for screen readers (jsdom's name computation adds a space before the colon)
  const readMore = within(card).getByRole('link', { name: /^Read more ?: Rafting the Ganga at Rishikesh$/ });
  expect(readMore).toHaveTextContent('Read more: Rafting the Ganga at Rishikesh');
  expect(readMore).toHaveAttribute('href', '/blog-details/rafting-the-ganga-at-rishikesh');
  expect(within(card).getByRole('link', { name: 'Rafting the Ganga at Rishikesh' })).toHaveAttribute('href', '/blog-details/rafting-the-ganga-at-rishikesh');

  // the blog travels to its page in navigation state
  await user.click(readMore);
  expect(currentLocation()).toEqual({ path: '/blog-details/rafting-the-ganga-at-rishikesh', state: { blog: rafting } });
});

it('a segment that names no category says so, asks for nothing and leads back to all blogs', async () => {
  const user = userEvent.setup();
  openCategory('cruises');
  expect(screen.getByRole('heading', { level: 1, name: 'We have no blogs in that category' })).toBeInTheDocument();
  expect(screen.getByText('Browse all our travel blogs instead.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'All blogs' }));
  expect(currentLocation().path).toBe('/blogs');
  expect(server.requests).toHaveLength(0);
});

it("a refusal (code 0) toasts 'Failed to fetch blogs!'", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', BLOGS, refused(400, 'Invalid category'));
  openCategory('religious');
  expect(await screen.findByText('Failed to fetch blogs!')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it("a failed request toasts 'Something went wrong while fetching blogs!'", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', BLOGS, 'network-error');
  openCategory('religious');
  expect(await screen.findByText('Something went wrong while fetching blogs!')).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch blogs!')).not.toBeInTheDocument();
});
