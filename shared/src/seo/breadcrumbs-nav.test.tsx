import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../testing/render';
import { Breadcrumbs } from './breadcrumbs-nav';

it('links every crumb but the last, which is the current page', () => {
  renderWithRouter(
    <Breadcrumbs
      crumbs={[
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blogs' },
        { name: 'Goa with Friends', path: '/blog-details/goa-with-friends' },
      ]}
    />,
  );
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Blog', '/blogs'],
  ]);
  expect(within(trail).getByText('Goa with Friends')).toHaveAttribute('aria-current', 'page');
});
