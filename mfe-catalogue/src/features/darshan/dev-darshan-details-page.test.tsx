import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '@safarnama/shared';
import { renderWithRouter } from '@safarnama/shared/testing';
import DevDarshanDetailsPage from './dev-darshan-details-page';

beforeEach(resetSiteStore);

const cards = () => screen.getAllByRole('article');

it('lists five sample yatras with duration, price, 50% OFF, a 4-star hotel and Book Now', () => {
  renderWithRouter(<DevDarshanDetailsPage />, { route: '/details-dev-darshan' });
  expect(screen.getByRole('heading', { level: 1, name: 'Dev Darshan Packages' })).toBeInTheDocument();
  expect(cards()).toHaveLength(5);
  const prices = cards().map((card) => within(card).getByText(/^Now/).parentElement?.textContent);
  expect(prices).toEqual(['Now ₹14,999', 'Now ₹25,999', 'Now ₹36,999', 'Now ₹15,999', 'Now ₹26,999']);
  for (const card of cards()) {
    const inCard = within(card);
    expect(inCard.getByText('50% OFF')).toBeInTheDocument();
    expect(inCard.getByText('4-Star Hotel')).toBeInTheDocument();
    expect(inCard.getByText(/^\d+ Days \/ \d+ Nights$/)).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: /^Book Now/ })).toBeInTheDocument();
  }
  // the crossed-out price is twice the offer price (50% off)
  expect(within(cards()[0]).getByText(/^Original price/).parentElement?.textContent).toBe('Original price ₹29,998');
});

it('Book Now opens the enquiry popup', async () => {
  const user = userEvent.setup();
  renderWithRouter(<DevDarshanDetailsPage />, { route: '/details-dev-darshan' });
  expect(useSiteStore.getState().isEnquiryOpen).toBe(false);
  await user.click(within(cards()[2]).getByRole('button', { name: /^Book Now/ }));
  expect(useSiteStore.getState().isEnquiryOpen).toBe(true);
});

it('the description reads more and less', async () => {
  const user = userEvent.setup();
  renderWithRouter(<DevDarshanDetailsPage />, { route: '/details-dev-darshan' });
  const about = screen.getByRole('region', { name: 'About Dev Darshan' });
  expect(about).toHaveTextContent(/Our\.\.\.Read More$/);
  expect(about).not.toHaveTextContent('Choose a yatra below');
  await user.click(screen.getByRole('button', { name: 'Read More' }));
  expect(about).toHaveTextContent('Choose a yatra below');
  await user.click(screen.getByRole('button', { name: 'Read Less' }));
  expect(about).not.toHaveTextContent('Choose a yatra below');
});
