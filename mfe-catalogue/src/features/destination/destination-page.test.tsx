import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { primeResponses, ToastArea, type PackageSummary, type SearchResult } from '@safarnama/shared';
import { clearViewport, currentLocation, fakeApiPerTest, mockViewport, ok, packageSummary, refused, renderWithRouter, searchResult } from '@safarnama/shared/testing';
import { PENDING_PDF_KEY } from '../../lib/pending-pdf';
import DestinationPage from './destination-page';

const LISTING_SEARCH = '/package/search-main-package-and-sub-package';
const goaResult = (): SearchResult =>
  searchResult('Goa', [packageSummary(2, 'Goa Heritage Trail', 32999, 6), packageSummary(1, 'Goa Beach Escape', 12999, 4)], 'Goa is India’s beach state.\n\nIts churches are UNESCO sites.');
const goa = { code: 1, message: 'Success', status: 200, data: goaResult() };

const server = fakeApiPerTest();
afterEach(() => {
  jest.restoreAllMocks();
  clearViewport();
  localStorage.clear();
});

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
  expect(within(first).getByText('4-star hotels')).toBeInTheDocument();
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

it("opened with index.html's answer, a link to another city shows that city's packages, fetched", async () => {
  const user = userEvent.setup();
  primeResponses({ [`${LISTING_SEARCH}?destinationName=goa`]: { code: 1, message: 'Success', data: goaResult() } });
  server.on('POST', LISTING_SEARCH, ok(searchResult('Kerala', [packageSummary(9, 'Kerala Backwaters', 18_000, 5, 'Kerala')])));
  renderWithRouter(
    <>
      <DestinationPage />
      <Link to="/kerala-tour-packages">Kerala</Link>
    </>,
    at,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Goa Tour Packages' })).toBeInTheDocument();
  expect(server.requests).toHaveLength(0);
  await user.click(screen.getByRole('link', { name: 'Kerala' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Kerala Tour Packages' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Kerala Backwaters' })).toBeInTheDocument();
  expect(server.calls('POST', LISTING_SEARCH).map((r) => r.query.destinationName)).toEqual(['kerala']);
  // Goa's visit is still recorded, once the page has painted and the browser is idle
  await waitFor(() => expect(server.calls('POST', LISTING_SEARCH).map((r) => r.query.destinationName).sort()).toEqual(['goa', 'kerala']), { timeout: 3_000 });
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

/** 23 Goa packages over every category, duration and budget the spec names, FAQ of 12. */
function bigGoa() {
  const categories = ['Family', 'HoneyMoon', 'Adventure'];
  const packages: PackageSummary[] = Array.from({ length: 23 }, (_, i) => ({
    ...packageSummary(i + 1, `Goa Package ${String(i + 1).padStart(2, '0')}`, 8_000 + i * 4_000, (i % 14) + 1),
    categoryName: categories[i % 3],
  }));
  const result = searchResult('Goa', packages);
  result.questionResponses = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, question: `Question ${i + 1}?` }));
  result.answerResponses = result.questionResponses.map((q) => ({ questionId: q.id, answer: `Answer to ${q.question}` }));
  return { code: 1, message: 'Success', status: 200, data: result };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Goa packages' }))
    .getAllByRole('article')
    .map((c) => within(c).getByRole('heading', { level: 2 }).textContent);

it('10 cards a page with the call banner after every 4th; pages kept in ?page=', async () => {
  const user = userEvent.setup();
  Element.prototype.scrollIntoView = jest.fn();
  renderWithRouter(<DestinationPage />, { ...at, state: bigGoa() });
  expect(screen.getByText('23 Goa packages found')).toBeInTheDocument();
  expect(cardNames()).toHaveLength(10);
  const items = Array.from(screen.getByRole('list', { name: 'Goa packages' }).children) as HTMLElement[];
  const banners = items.map((li, i) => (li.querySelector('a[href^="tel:"]') ? i : -1)).filter((i) => i >= 0);
  // card, card, card, card, banner (4), ... card 8, banner (9)
  expect(banners).toEqual([4, 9]);
  expect(within(items[4]).getByRole('link', { name: 'Call +91 9311223344' })).toHaveAttribute('href', 'tel:+919311223344');

  const pages = screen.getByRole('navigation', { name: 'Goa package pages' });
  expect(within(pages).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
  expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(currentLocation().path).toBe('/goa-tour-packages?page=2');
  expect(cardNames()[0]).toBe('Goa Package 11');
  expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // the search result in navigation state stays: no new search
  expect(server.requests).toHaveLength(0);
});

it('sort and filters (the phone modal: a draft until Apply) narrow the cards and go into the address', async () => {
  const user = userEvent.setup();
  mockViewport(390);
  renderWithRouter(<DestinationPage />, { route: '/goa-tour-packages?page=3', path: at.path, state: bigGoa() });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
  expect(currentLocation().path).toBe('/goa-tour-packages?sort=price-desc');
  expect(cardNames()[0]).toBe('Goa Package 23');

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  expect(document.body.style.overflow).toBe('hidden');
  const durations = within(dialog).getByRole('group', { name: 'Duration (days)' });
  expect(within(durations).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['1 to 3', '4 to 6', '7 to 9', '10 to 12', '13 or more']);
  await user.click(within(dialog).getByRole('checkbox', { name: 'HoneyMoon' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Less Than 10,000' }));
  expect(screen.getByText('23 Goa packages found')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Less Than 10,000' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(document.body.style.overflow).toBe('');
  expect(currentLocation().path).toBe('/goa-tour-packages?category=HoneyMoon&sort=price-desc');
  expect(screen.getByText('8 Goa packages found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
});

it("no match: 'No tours match the selected filters.'", () => {
  renderWithRouter(<DestinationPage />, { route: '/goa-tour-packages?category=Wildlife', path: at.path, state: bigGoa() });
  expect(screen.getByText('No tours match the selected filters.')).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your filters to see more results.')).toBeInTheDocument();
  expect(screen.getByText('0 Goa packages found')).toBeInTheDocument();
});

it('desktop: the filter panel beside the cards; a group clears, Reset all clears all', async () => {
  const user = userEvent.setup();
  mockViewport(1280);
  renderWithRouter(<DestinationPage />, { route: '/goa-tour-packages?category=Family&duration=1-3', path: at.path, state: bigGoa() });
  const panel = screen.getByRole('complementary', { name: 'Filters' });
  expect(within(panel).getByText('Loading filters...')).toBeInTheDocument();
  expect(await within(panel).findByRole('checkbox', { name: 'Family' }, { timeout: 3000 })).toBeChecked();
  // the phone's Filters button is in the page, for the stylesheet to hide on wide screens
  // (jsdom applies no stylesheet; the e2e journeys check what a wide screen shows)
  expect(screen.getByRole('button', { name: /^Filters/ })).toHaveClass('filtersButton');
  const filtered = Number(/^(\d+)/.exec(screen.getByText(/Goa packages? found/).textContent!)![1]);
  await user.click(within(panel).getByRole('button', { name: 'Clear Duration (days)' }));
  expect(currentLocation().path).toBe('/goa-tour-packages?category=Family');
  expect(screen.getByText('8 Goa packages found')).toBeInTheDocument();
  expect(filtered).toBeLessThan(8);
  await user.click(within(panel).getByRole('checkbox', { name: '4 to 6' }));
  await user.click(within(panel).getByRole('button', { name: 'Reset all' }));
  expect(currentLocation().path).toBe('/goa-tour-packages');
  expect(screen.getByText('23 Goa packages found')).toBeInTheDocument();
});

it('FAQ: 5, See More 10, See Less 5; one answer open at a time', async () => {
  const user = userEvent.setup();
  renderWithRouter(<DestinationPage />, { ...at, state: bigGoa() });
  const faq = await screen.findByRole('region', { name: 'Goa FAQs' }, { timeout: 3000 });
  const questions = () => within(faq).getAllByRole('button', { expanded: false }).concat(within(faq).queryAllByRole('button', { expanded: true }));
  expect(questions()).toHaveLength(5);
  await user.click(within(faq).getByRole('button', { name: 'See More' }));
  expect(questions()).toHaveLength(10);
  await user.click(within(faq).getByRole('button', { name: 'Question 1?' }));
  expect(within(faq).getByText('Answer to Question 1?')).toBeVisible();
  await user.click(within(faq).getByRole('button', { name: 'Question 7?' }));
  expect(within(faq).getByText('Answer to Question 7?')).toBeVisible();
  expect(within(faq).getByText('Answer to Question 1?')).not.toBeVisible();
  expect(within(faq).getAllByRole('button', { expanded: true })).toHaveLength(1);
  await user.click(within(faq).getByRole('button', { name: 'See Less' }));
  expect(questions()).toHaveLength(5);
});

it("FAQ: none gives 'FAQ is not available at the moment'", async () => {
  renderWithRouter(<DestinationPage />, { ...at, state: goa });
  expect(await screen.findByText('FAQ is not available at the moment', undefined, { timeout: 3000 })).toBeInTheDocument();
});

it('share panel from a card: WhatsApp and email carry the link; Escape closes it and the opener has focus again', async () => {
  const user = userEvent.setup();
  renderWithRouter(<DestinationPage />, { ...at, state: goa });
  const opener = screen.getByRole('button', { name: 'Share Goa Beach Escape' });
  await user.click(opener);
  const panel = await screen.findByRole('dialog', { name: 'Share Goa Beach Escape' });
  const link = encodeURIComponent('http://localhost/packages-details/4days-3nights-goa-beach-escape');
  expect(within(panel).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(`https://wa.me/?text=`);
  expect(within(panel).getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(link);
  expect(within(panel).getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(new RegExp(`^mailto:\\?subject=.*${link.replace(/[%.]/g, '\\$&')}`));
  // jsdom has no navigator.share: no device share button
  expect(within(panel).queryByRole('button', { name: 'More sharing options' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

it('Download PDF: gets the link (GET /package/package-pdf), stores the pending record and opens /enquiry in a new tab', async () => {
  const user = userEvent.setup();
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  server.on('GET', '/package/package-pdf/Goa%20Beach%20Escape', ok({ pdfUrl: '/media/itineraries/goa-beach-escape-1.pdf' }));
  renderWithRouter(<DestinationPage />, { route: '/goa-tour-packages?category=Family', path: at.path, state: goa });
  // the header icon offers the cheapest package first
  await user.click(screen.getByRole('button', { name: 'Share Goa Tour Packages' }));
  const panel = await screen.findByRole('dialog', { name: 'Share Goa Tour Packages' });
  expect(within(panel).getByRole('combobox', { name: 'Package' })).toHaveValue('Goa Beach Escape');
  const before = Date.now();
  await user.click(within(panel).getByRole('button', { name: 'Download PDF' }));
  // the enquiry page sends the visitor back here (the site sends no referrer)
  await waitFor(() => expect(open).toHaveBeenCalledWith('/enquiry?from=%2Fgoa-tour-packages%3Fcategory%3DFamily', '_blank'));
  const record = JSON.parse(localStorage.getItem(PENDING_PDF_KEY)!);
  expect(record).toMatchObject({ name: 'Goa Beach Escape', pdfUrl: '/media/itineraries/goa-beach-escape-1.pdf' });
  expect(record.timestamp).toBeGreaterThanOrEqual(before);
});

it('back with formSubmitted=true: a fresh record downloads once and formSubmitted leaves the address; an old one downloads nothing', async () => {
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  localStorage.setItem(PENDING_PDF_KEY, JSON.stringify({ name: 'Goa Beach Escape', pdfUrl: '/media/itineraries/goa.pdf', timestamp: Date.now() - 60_000 }));
  const first = renderWithRouter(<DestinationPage />, { route: '/goa-tour-packages?category=Family&formSubmitted=true', path: at.path, state: goa });
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(link.getAttribute('href')).toBe('/media/itineraries/goa.pdf');
  expect(link.download).toBe('goa-beach-escape-itinerary.pdf');
  expect(localStorage.getItem(PENDING_PDF_KEY)).toBeNull();
  expect(currentLocation().path).toBe('/goa-tour-packages?category=Family');
  first.unmount();

  click.mockClear();
  localStorage.setItem(PENDING_PDF_KEY, JSON.stringify({ name: 'Goa Beach Escape', pdfUrl: '/media/itineraries/goa.pdf', timestamp: Date.now() - 11 * 60_000 }));
  renderWithRouter(<DestinationPage />, { route: '/goa-tour-packages?formSubmitted=true', path: at.path, state: goa });
  await waitFor(() => expect(localStorage.getItem(PENDING_PDF_KEY)).toBeNull());
  expect(click).not.toHaveBeenCalled();
  expect(currentLocation().path).toBe('/goa-tour-packages');
});

it("structured data: the destination's FAQ as a FAQPage, an ItemList of the page's packages and Home > Goa Tour Packages; title, canonical and Open Graph from the destination", async () => {
  const state = bigGoa();
  state.data.mainPackageResponse.metaTitle = 'Goa Tour Packages | Safarnama Holidays';
  renderWithRouter(<DestinationPage />, { route: '/goa-tour-packages?page=2', path: at.path, state });
  await waitFor(() => expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(3), { timeout: 3000 });
  const [faq, list, trail] = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent!));
  expect(faq['@type']).toBe('FAQPage');
  expect(faq.mainEntity).toHaveLength(state.data.questionResponses.length);
  expect(faq.mainEntity[0]).toEqual({ '@type': 'Question', name: 'Question 1?', acceptedAnswer: { '@type': 'Answer', text: 'Answer to Question 1?' } });
  expect(list['@type']).toBe('ItemList');
  expect(list.itemListElement).toHaveLength(10);
  expect(list.itemListElement[0]).toMatchObject({ position: 11, name: 'Goa Package 11', url: expect.stringMatching(/\/packages-details\/\d+days-\d+nights-goa-package-11$/) });
  expect(trail).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Home', item: 'http://localhost/' },
      { position: 2, name: 'Goa Tour Packages', item: 'http://localhost/goa-tour-packages' },
    ],
  });
  // the brand once
  expect(document.title).toBe('Goa Tour Packages | Safarnama Holidays');
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/goa-tour-packages');
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/media/art/banner/goa.svg');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Goa holidays');
});

it('the share panel slides out for 300 ms before it goes; under reduced motion it goes at once', async () => {
  const user = userEvent.setup();
  mockViewport(1280);
  const { unmount } = renderWithRouter(<DestinationPage />, { ...at, state: goa });
  await user.click(screen.getByRole('button', { name: 'Share Goa Tour Packages' }));
  const panel = await screen.findByRole('dialog', { name: 'Share Goa Tour Packages' });
  const closedAt = Date.now();
  await user.keyboard('{Escape}');
  expect(panel).toHaveClass('closing');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(Date.now() - closedAt).toBeGreaterThanOrEqual(290);
  unmount();

  mockViewport(1280, { reducedMotion: true });
  renderWithRouter(<DestinationPage />, { ...at, state: goa });
  await user.click(screen.getByRole('button', { name: 'Share Goa Tour Packages' }));
  await screen.findByRole('dialog', { name: 'Share Goa Tour Packages' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
