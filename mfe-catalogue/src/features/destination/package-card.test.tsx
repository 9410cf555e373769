import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { packageSummary, renderWithRouter } from '@safarnama/shared/testing';
import { PackageCard } from './package-card';

// The discount tiers: under 20,000 gives 20%; 20,000-50,000 15%; up to 100,000 10%; above none.
// Original price = price / (1 - discount), rounded.
it.each([
  [19_999, '20% OFF', '₹24,999'],
  [20_000, '15% OFF', '₹23,529'],
  [50_000, '15% OFF', '₹58,824'],
  [50_001, '10% OFF', '₹55,557'],
  [100_000, '10% OFF', '₹1,11,111'],
])('a package at ₹%i shows the ribbon %s and the crossed-out %s', (price, ribbon, original) => {
  renderWithRouter(<PackageCard pkg={packageSummary(1, 'Goa Beach Escape', price, 4)} />);
  expect(screen.getByText(ribbon)).toBeInTheDocument();
  const crossed = document.querySelector('s');
  expect(crossed).toHaveTextContent(`Original price ${original}`);
});

it('above ₹1,00,000: no ribbon and no crossed-out price', () => {
  renderWithRouter(<PackageCard pkg={packageSummary(1, 'Ladakh Grand Circuit', 100_001, 12)} />);
  expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  expect(document.querySelector('s')).toBeNull();
  expect(screen.getByText('₹1,00,001')).toBeInTheDocument();
});

it('shows every part the spec lists, the includes as icons, and shares its own package', async () => {
  const onShare = jest.fn();
  const pkg = packageSummary(7, 'Goa Beach Escape', 12_999, 4);
  renderWithRouter(<PackageCard pkg={pkg} onShare={onShare} />);
  const card = screen.getByRole('article');
  expect(within(card).getByText('3 Nights / 4 Days')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Goa Beach Escape photo' })).toHaveAttribute('width');
  expect(within(card).getByText('Flexi Package')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { level: 2, name: 'Goa Beach Escape' })).toBeInTheDocument();
  expect(within(card).getByText('4-star hotels')).toBeInTheDocument();
  const includes = within(within(card).getByRole('list', { name: 'Package includes' })).getAllByRole('listitem');
  expect(includes.map((li) => li.textContent)).toEqual(['Meals', 'Hotel', 'Transfer not included', 'Sightseeing']);
  expect(includes.every((li) => li.querySelector('svg'))).toBe(true);
  expect(within(card).getByText('Per Person on twin sharing')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View details of Goa Beach Escape' })).toHaveAttribute('href', '/packages-details/4days-3nights-goa-beach-escape');
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Share Goa Beach Escape' }));
  expect(onShare).toHaveBeenCalledWith(pkg);
});

it('shows the hotel category as stars labelled as hotels, never as a guest rating', () => {
  renderWithRouter(<PackageCard pkg={{ ...packageSummary(2, 'Kerala Backwaters (Luxury)', 60_000, 5), rating: 5, hotelCategory: 5 }} />);
  const card = screen.getByRole('article');
  expect(within(card).getByText('5-star hotels')).toBeInTheDocument();
  expect(within(card).queryByRole('img', { name: /rated/i })).not.toBeInTheDocument();
  expect(within(card).queryByText(/out of 5/)).not.toBeInTheDocument();
});

it('shows no stars for a day trip, which stays in no hotel', () => {
  renderWithRouter(<PackageCard pkg={{ ...packageSummary(3, 'Goa Day Tour', 4_999, 1), rating: 0, hotelCategory: null }} />);
  const card = screen.getByRole('article');
  expect(within(card).queryByText(/-star hotels/)).not.toBeInTheDocument();
  expect(card.querySelector('svg path[d^="M12 2.5"]')).toBeNull();
});
