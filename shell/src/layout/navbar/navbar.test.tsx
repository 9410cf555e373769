import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '@safarnama/shared';
import { currentLocation, fakeApiPerTest, mockViewport, ok, refused, renderWithRouter } from '@safarnama/shared/testing';
import { Navbar } from './navbar';

const CATEGORIES = [
  { id: 1, name: 'Wildlife', imageUrl: '/media/art/category/wildlife.svg' },
  { id: 8, name: 'Water activities', imageUrl: '/media/art/category/water-activities.svg' },
];
const THEME_CARDS = [{ id: 4, destinationName: 'Andaman', image: '/media/a.svg', minPrice: 18999, maxPrice: 42999, packageCount: 3 }];

const setViewport = (desktop: boolean) => mockViewport(desktop ? 1280 : 390);

const server = fakeApiPerTest();
beforeEach(() => {
  resetSiteStore();
  server
    .on('GET', '/package/get-all-category', ok(CATEGORIES))
    .on('GET', '/package/search-by-category', ok(THEME_CARDS, 'ok'));
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('below 821px', () => {
  beforeEach(() => setViewport(false));

  const menuButton = () => screen.getByRole('button', { name: 'Menu' });

  it('shows the phone link and a hamburger that opens the menu', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(screen.getByRole('link', { name: 'Call us 24/7 on +91 9311223344' })).toHaveAttribute('href', 'tel:+919311223344');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  });

  it('closes on a click outside the menu', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Navbar />
        <p>Page content</p>
      </>,
    );
    await user.click(menuButton());
    await user.click(within(document.getElementById(menuButton().getAttribute('aria-controls')!)!).getByRole('button', { name: /Themes/ }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page content'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen, and highlights the current page', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/contact-us');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });

  it('expands Themes to a list; a category goes to its themes page with id, name and packages in state', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    await user.click(menuButton());
    const themes = screen.getByRole('button', { name: /Themes/ });
    expect(themes).toHaveAttribute('aria-expanded', 'false');
    await user.click(themes);
    expect(themes).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('link', { name: 'Water activities' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/themes/water-activities'));
    expect(server.calls('GET', '/package/search-by-category').map((r) => r.query.categoryName)).toEqual(['water-activities']);
    expect(currentLocation().state).toEqual({
      categoryId: 8,
      themeName: 'Water activities',
      themeData: { code: 1, message: 'ok', data: THEME_CARDS, status: 200 },
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(useSiteStore.getState().overlay).toBeNull();
  });

  it('stays put and only logs when the category search fails', async () => {
    const user = userEvent.setup();
    server.on('GET', '/package/search-by-category', refused(404, 'No packages found for this theme.'));
    renderWithRouter(<Navbar />, { route: '/about-us' });
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: /Themes/ }));
    await user.click(await screen.findByRole('link', { name: 'Wildlife' }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to fetch category packages', expect.anything()));
    expect(screen.getByTestId('location')).toHaveTextContent('/about-us');
    expect(useSiteStore.getState().overlay).toBeNull();
  });

  it('shows the number from the store, which the TFN lookup updates', () => {
    renderWithRouter(<Navbar />);
    act(() => useSiteStore.getState().setPhoneNumber('9988776655'));
    expect(screen.getByRole('link', { name: 'Call us 24/7 on +91 9988776655' })).toHaveAttribute('href', 'tel:+919988776655');
  });
});

describe('from 821px', () => {
  beforeEach(() => setViewport(true));

  it('shows the advisor, the 24/7 line and the phone number', () => {
    renderWithRouter(<Navbar />);
    expect(screen.getByText('Book Online or Call Us 24/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 9311223344' })).toHaveAttribute('href', 'tel:+919311223344');
    expect(document.querySelector('img[src="/media/art/avatar/advisor.svg"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('opens the themes panel of tiles on hover and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const themes = screen.getByRole('button', { name: /Themes/ });
    const panel = document.getElementById(themes.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.hover(themes);
    expect(panel).toBeVisible();
    const tile = await within(panel).findByRole('link', { name: 'Wildlife' });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/media/art/category/wildlife.svg');
    await user.keyboard('{Escape}');
    themes.focus();
    await user.keyboard('{Escape}');
    expect(themes).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights Themes on a themes page and the logo goes home', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />, { route: '/themes/wildlife' });
    expect(screen.getByRole('button', { name: /Themes/ })).toHaveAttribute('data-current', 'true');
    await user.click(screen.getByRole('link', { name: 'Safarnama Holidays, home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.scrollTo).toHaveBeenCalled();
  });
});

it('keeps Blog highlighted on an article and a blog category', () => {
  setViewport(true);
  renderWithRouter(<Navbar />, { route: '/blog-details/best-time-to-visit-ladakh' });
  expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
});
