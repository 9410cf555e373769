import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markPageReady, resetSiteStore, siteConfig } from '@safarnama/shared';
import { cleanEachTest, currentLocation, fakeApiPerTest, ok, refused, renderWithRouter } from '@safarnama/shared/testing';
import { Footer } from './footer';

// The newsletter comes from the enquiry remote at run time; here it is a marker naming it.
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('@safarnama/shared/testing').stubFederationRuntime());

const server = fakeApiPerTest();
beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
cleanEachTest();

const column = (name: string) => screen.getByRole('navigation', { name });

it('lists the four columns with the spec’s items', () => {
  renderWithRouter(<Footer />);
  const names = (label: string) =>
    within(column(label))
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(' (opens in a new tab)', ''));
  expect(names('Top Destinations')).toEqual(['Darjeeling', 'Kerala', 'Kashmir', 'Nainital', 'Jaipur', 'Shimla']);
  expect(names('Top Categories')).toEqual(['HoneyMoon', 'Wildlife', 'Family', 'Friends', 'Nature', 'Adventure']);
  expect(names('Quick Links')).toEqual([
    'About Us',
    'Disclaimer',
    'Contact Us',
    'Terms & Conditions',
    'Privacy Policy',
    'Customer Support',
    'Sitemap',
  ]);
  const sitemap = within(column('Quick Links')).getByRole('link', { name: /Sitemap/ });
  expect(sitemap).toHaveAttribute('target', '_blank');
  expect(sitemap).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(column('Quick Links')).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms&conditions');

  const connect = screen.getByRole('region', { name: 'Connect With Us' });
  expect(within(connect).getByText('Sector 62, Noida')).toBeInTheDocument();
  expect(within(connect).getByRole('link', { name: siteConfig.supportEmail })).toHaveAttribute('href', `mailto:${siteConfig.supportEmail}`);
  expect(within(connect).getByRole('link', { name: /\+91 9311223344/ })).toHaveAttribute('href', 'tel:+919311223344');
  const socials = within(within(connect).getByRole('list', { name: 'Follow us' })).getAllByRole('link');
  expect(socials.map((a) => a.getAttribute('aria-label'))).toEqual([
    'Facebook (opens in a new tab)',
    'X (opens in a new tab)',
    'Instagram (opens in a new tab)',
    'Pinterest (opens in a new tab)',
    'LinkedIn (opens in a new tab)',
  ]);
  for (const link of socials) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

it('shows the newsletter from the enquiry remote and the legal line with this year', async () => {
  renderWithRouter(<Footer />);
  // the newsletter loads once the page has rendered and the browser is idle
  act(() => markPageReady());
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Subscribe to our newsletter' })).toHaveTextContent('enquiry/NewsletterForm'),
  );
  expect(screen.getByText(`© ${new Date().getFullYear()} Safarnama Holidays. All rights reserved.`)).toBeInTheDocument();
  expect(
    screen.getByText(`Safarnama Holidays is a trading name of Safarnama Holidays Private Limited, company number ${siteConfig.companyNumber}.`),
  ).toBeInTheDocument();
});

it('opens a destination’s listing in a new tab after one second, with an overlay meanwhile', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderWithRouter(<Footer />);
  await user.click(within(column('Top Destinations')).getByRole('link', { name: /Kerala/ }));
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Kerala tour packages...');
  act(() => jest.advanceTimersByTime(999));
  expect(open).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(open).toHaveBeenCalledWith('/kerala-tour-packages', '_blank', 'noopener');
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it('loads a category with the overlay, dims its item, then opens the themes page with state', async () => {
  const user = userEvent.setup();
  let answer: () => void = () => {};
  server.on('GET', '/package/search-by-category', () => new Promise((resolve) => (answer = () => resolve(ok([], 'ok')))));
  renderWithRouter(<Footer />);
  const wildlife = within(column('Top Categories')).getByRole('link', { name: 'Wildlife' });
  await user.click(wildlife);

  const overlay = screen.getByTestId('loading-overlay');
  expect(overlay).toHaveTextContent('Loading Wildlife packages...');
  expect(overlay).toHaveTextContent('Please wait while we prepare your experience...');
  expect(wildlife).toHaveAttribute('aria-disabled', 'true');
  expect(wildlife).toHaveAttribute('aria-busy', 'true');
  const categoryNames = () => server.calls('GET', '/package/search-by-category').map((r) => r.query.categoryName);
  expect(categoryNames()).toEqual(['Wildlife']);
  // a second click while loading does nothing
  await user.click(within(column('Top Categories')).getByRole('link', { name: 'Family' }));
  expect(categoryNames()).toEqual(['Wildlife']);

  await act(async () => answer());
  expect(screen.getByTestId('location')).toHaveTextContent('/themes/wildlife');
  expect(currentLocation().state).toEqual({ categoryId: 1, themeName: 'Wildlife', themeData: { code: 1, message: 'ok', data: [], status: 200 } });
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  expect(wildlife).not.toHaveAttribute('aria-disabled');
});

it('logs “Failed to fetch category packages” on a non-OK answer and clears the overlay', async () => {
  const user = userEvent.setup();
  server.on('GET', '/package/search-by-category', refused(404, 'Unknown category'));
  renderWithRouter(<Footer />, { route: '/about-us' });
  await user.click(within(column('Top Categories')).getByRole('link', { name: 'HoneyMoon' }));
  await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to fetch category packages', expect.any(Error)));
  expect(server.calls('GET', '/package/search-by-category').map((r) => r.query.categoryName)).toEqual(['HoneyMoon']);
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/about-us');
});
