import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderWithRouter } from '@safarnama/shared/testing';
import BlogNotFoundPage from './blog-not-found-page';

it("says 'Blog not found' and is titled so", () => {
  renderWithRouter(<BlogNotFoundPage />, { route: '/blog-not-found' });
  expect(screen.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
  expect(screen.getByText(/has moved or no longer exists/)).toBeInTheDocument();
  expect(document.title).toBe('Blog not found | Safarnama Holidays');
});

it.each([
  ['Read our blogs', '/blogs'],
  ['Go Home', '/'],
])('%s leads to %s', async (name, path) => {
  const user = userEvent.setup();
  renderWithRouter(<BlogNotFoundPage />, { route: '/blog-not-found' });
  const link = screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', path);
  await user.click(link);
  expect(currentLocation().path).toBe(path);
});
