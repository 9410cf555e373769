import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, fakeApiPerTest, ok, packageSummary, refused, renderWithRouter, searchResult } from '@safarnama/shared/testing';
import { blog } from '../../testing/fixtures';
import BlogDetailPage from './blog-detail-page';

const BY_NAME = '/blog/search-by-blog-name';
const DESTINATION = '/package/search-main-package-and-sub-package';
const server = fakeApiPerTest();

// 8 Sept 2025, 20:00 UTC is already 9 Sept in India (01:30 IST)
const goaMonsoon = () => ({
  ...blog({ id: 3, name: 'Goa in the Monsoon', categoryName: 'Nature', createdAt: '2025-09-08T20:00:00.000Z' }),
  description: '<h2>Why go in July</h2><p>The Western Ghats turn green.</p>',
});

const byUrl = { path: '/blog-details/:slug', route: '/blog-details/goa-in-the-monsoon' };

beforeEach(() => {
  server.on('GET', DESTINATION, ok(searchResult('Goa', [packageSummary(1, 'Goa Heritage Trail', 32_999, 6), packageSummary(2, 'Goa Beach Escape', 12_999, 4)])));
});
afterEach(() => jest.restoreAllMocks());

/** The article's last part: the destination's packages, once the page has painted. */
const packagesShown = () => screen.findByRole('heading', { level: 2, name: 'Goa tour packages' });

it('a blog carried by its card shows at once, without asking for it', async () => {
  renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: goaMonsoon() } });
  expect(screen.getByRole('heading', { level: 1, name: 'Goa in the Monsoon' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Why go in July' })).toBeInTheDocument();
  expect(server.calls('GET', BY_NAME)).toHaveLength(0);
  await packagesShown();
});

it("opened by URL: shows 'Loading blog details or blog not found...', then asks for the blog by the slug with hyphens as spaces", async () => {
  server.on('GET', BY_NAME, ok(goaMonsoon()));
  renderWithRouter(<BlogDetailPage />, byUrl);
  expect(screen.getByRole('status')).toHaveTextContent('Loading blog details or blog not found...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Goa in the Monsoon' })).toBeInTheDocument();
  expect(screen.queryByText('Loading blog details or blog not found...')).not.toBeInTheDocument();
  expect(server.calls('GET', BY_NAME).map((r) => r.query)).toEqual([expect.objectContaining({ blogName: 'goa in the monsoon', websiteId: 1 })]);
  await packagesShown();
});

it('state carried for another blog is ignored: the one the URL names is asked for', async () => {
  server.on('GET', BY_NAME, ok(goaMonsoon()));
  renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: blog({ id: 9, name: 'Kerala Honeymoon Guide' }) } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Goa in the Monsoon' })).toBeInTheDocument();
  expect(screen.queryByText('Kerala Honeymoon Guide')).not.toBeInTheDocument();
  expect(server.calls('GET', BY_NAME).map((r) => r.query.blogName)).toEqual(['goa in the monsoon']);
  await packagesShown();
});

it("shows the breadcrumb Home / Blog / title, 'Posted on' the day in India time, the author and the cover", async () => {
  renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: goaMonsoon() } });
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Blog', 'Goa in the Monsoon']);
  expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  expect(within(crumbs).getByText('Goa in the Monsoon')).toHaveAttribute('aria-current', 'page');

  // en-IN writes September short as 'Sept' (Node's ICU; browsers print the same)
  expect(screen.getByText(/^Posted on/)).toHaveTextContent('Posted on 9 Sept 2025 by Ananya Rao');
  expect(screen.getByRole('img', { name: 'Goa in the Monsoon cover' })).toHaveAttribute('src', '/media/art/blog/goa-in-the-monsoon.svg');
  await packagesShown();
});

it('an unparseable date shows as Invalid Date', async () => {
  renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: { ...goaMonsoon(), createdAt: 'not a date' } } });
  expect(screen.getByText(/^Posted on/)).toHaveTextContent('Posted on Invalid Date by Ananya Rao');
  await packagesShown();
});

it('the body is cleaned before it is shown: no event handler, no script', async () => {
  const unsafe = { ...goaMonsoon(), description: '<p>Monsoon beaches</p><img src="x" alt="Baga beach" onerror="window.hacked = true"><script>window.hacked = true</script>' };
  const { container } = renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: unsafe } });
  expect(await screen.findByText('Monsoon beaches')).toBeInTheDocument();
  const picture = screen.getByRole('img', { name: 'Baga beach' });
  expect(picture).toHaveAttribute('src', 'x');
  expect(picture).not.toHaveAttribute('onerror');
  expect(container.querySelector('article script:not([type="application/ld+json"])')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  await packagesShown();
});

it('carries JSON-LD: the BlogPosting and the breadcrumb trail Home > Blog > title', async () => {
  const { container } = renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: goaMonsoon() } });
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
  expect(blocks.find((b) => b['@type'] === 'BlogPosting')).toMatchObject({
    headline: 'Goa in the Monsoon',
    datePublished: '2025-09-08T20:00:00.000Z',
    author: { name: 'Ananya Rao' },
    image: 'http://localhost/media/art/blog/goa-in-the-monsoon.svg',
    url: 'http://localhost/blog-details/goa-in-the-monsoon',
  });
  expect(blocks.find((b) => b['@type'] === 'BreadcrumbList').itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost/' },
    { '@type': 'ListItem', position: 2, name: 'Blog', item: 'http://localhost/blogs' },
    { '@type': 'ListItem', position: 3, name: 'Goa in the Monsoon', item: 'http://localhost/blog-details/goa-in-the-monsoon' },
  ]);
  await waitFor(() => expect(document.title).toBe('Goa in the Monsoon | Safarnama Holidays'));
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/blog-details/goa-in-the-monsoon');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Goa in the Monsoon, from our travel experts.');
  expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await packagesShown();
});

it("under the article, the destination's three cheapest packages, from the untracked destination search", async () => {
  server.on(
    'GET',
    DESTINATION,
    ok(
      searchResult('Goa', [
        packageSummary(1, 'Goa Heritage Trail', 32_999, 6),
        packageSummary(2, 'Goa Beach Escape', 12_999, 4),
        packageSummary(3, 'Goa Luxury Villas', 54_999, 5),
        packageSummary(4, 'Goa Budget Break', 8_499, 3),
      ]),
    ),
  );
  renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: goaMonsoon() } });
  const section = (await packagesShown()).closest('section')!;
  const links = within(section).getAllByRole('link').filter((link) => link.getAttribute('href')!.startsWith('/packages-details/'));
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Goa Budget Break', '/packages-details/3days-2nights-goa-budget-break'],
    ['Goa Beach Escape', '/packages-details/4days-3nights-goa-beach-escape'],
    ['Goa Heritage Trail', '/packages-details/6days-5nights-goa-heritage-trail'],
  ]);
  expect(server.calls('GET', DESTINATION).map((r) => r.query.destinationName)).toEqual(['Goa']);
});

it('an article about no destination shows no packages and asks for none', async () => {
  renderWithRouter(<BlogDetailPage />, { ...byUrl, state: { blog: { ...goaMonsoon(), destinationName: '' } } });
  await screen.findByRole('heading', { level: 2, name: 'Why go in July' });
  // the packages would follow the painted page after about 200 ms (the idle fallback)
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(server.calls('GET', DESTINATION)).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: /tour packages/ })).not.toBeInTheDocument();
});

it.each([
  ['code 0', refused(404, 'Blog not found')],
  ['code 1 without a blog', ok(null)],
])('%s: goes to /blog-not-found in place of this URL', async (_, reply) => {
  server.on('GET', BY_NAME, reply);
  renderWithRouter(<BlogDetailPage />, { path: '/blog-details/:slug', route: '/blog-details/no-such-blog' });
  await waitFor(() => expect(currentLocation().path).toBe('/blog-not-found'));
  expect(server.calls('GET', BY_NAME).map((r) => r.query.blogName)).toEqual(['no such blog']);
});

it('a failed request goes to /error', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.on('GET', BY_NAME, 'network-error');
  renderWithRouter(<BlogDetailPage />, byUrl);
  await waitFor(() => expect(currentLocation().path).toBe('/error'));
});

it('a slug of nothing but hyphens asks for nothing and goes to /blog-not-found', async () => {
  renderWithRouter(<BlogDetailPage />, { path: '/blog-details/:slug', route: '/blog-details/---' });
  await waitFor(() => expect(currentLocation().path).toBe('/blog-not-found'));
  expect(server.calls('GET', BY_NAME)).toHaveLength(0);
});
