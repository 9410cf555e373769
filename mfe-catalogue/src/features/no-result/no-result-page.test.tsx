import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '@safarnama/shared';
import { renderWithRouter } from '@safarnama/shared/testing';
import NoResultPage from './no-result-page';

beforeEach(resetSiteStore);

it('shows the message from navigation state, the phone as a tel: link and Go Home', async () => {
  useSiteStore.getState().setPhoneNumber('8069254000');
  const user = userEvent.setup();
  renderWithRouter(<NoResultPage />, { path: '/no-result-found', route: '/no-result-found', state: { data: [], code: 0, message: 'No packages found for this destination.' } });
  expect(screen.getByRole('heading', { level: 1, name: 'Sorry, nothing matched your search' })).toBeInTheDocument();
  expect(screen.getByText('No packages found for this destination.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+91 8069254000' })).toHaveAttribute('href', 'tel:+918069254000');
  await user.click(screen.getByRole('link', { name: 'Go Home' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it("says 'No result found.' without state", () => {
  renderWithRouter(<NoResultPage />, { path: '/no-result-found', route: '/no-result-found' });
  expect(screen.getByText('No result found.')).toBeInTheDocument();
});
