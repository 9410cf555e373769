import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, ok, renderWithRouter } from '@safarnama/shared/testing';
import SitemapPage, { sitemapMessages } from './sitemap-page';

const ACTIVE = '/package/cities-active';
const server = fakeApiPerTest();

function destinationLinks() {
  return within(screen.getByRole('list', { name: 'Destinations' })).getAllByRole('link');
}

it('lists every active city by name, each linking to its lowercase, hyphenated listing', async () => {
  server.on('GET', ACTIVE, ok([
    { id: 3, city: 'Spiti Valley' },
    { id: 1, city: 'Goa' },
    { id: 2, city: 'Andaman & Nicobar' },
    { id: 4, city: 'agra' },
  ]));
  renderWithRouter(<SitemapPage />, { path: '/sitemap', route: '/sitemap' });
  expect(screen.getByRole('status')).toHaveTextContent(sitemapMessages.loading);

  await screen.findByRole('list', { name: 'Destinations' });
  const links = destinationLinks();
  expect(links.map((link) => link.textContent)).toEqual(['agra', 'Andaman & Nicobar', 'Goa', 'Spiti Valley']);
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/agra-tour-packages',
    '/andaman-&-nicobar-tour-packages',
    '/goa-tour-packages',
    '/spiti-valley-tour-packages',
  ]);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it("names the site's own pages with their links", async () => {
  server.on('GET', ACTIVE, ok([]));
  renderWithRouter(<SitemapPage />, { path: '/sitemap', route: '/sitemap' });
  const pages = within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('link');
  expect(pages.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['About Us', '/about-us'],
    ['Contact Us', '/contact-us'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms & Conditions', '/terms&conditions'],
    ['Sitemap', '/sitemap'],
  ]);
  expect(await screen.findByText(sitemapMessages.empty)).toBeInTheDocument();
});

it('says when the destinations cannot load, and Try again asks once more', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.on('GET', ACTIVE, { status: 503, body: 'down' });
  const user = userEvent.setup();
  renderWithRouter(<SitemapPage />, { path: '/sitemap', route: '/sitemap' });
  expect(await screen.findByRole('alert')).toHaveTextContent(sitemapMessages.failed);
  // the site's own pages stay usable meanwhile
  expect(within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('link')).toHaveLength(6);

  server.on('GET', ACTIVE, ok([{ id: 1, city: 'Goa' }]));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Goa' })).toHaveAttribute('href', '/goa-tour-packages');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(server.calls('GET', ACTIVE)).toHaveLength(2);
});
