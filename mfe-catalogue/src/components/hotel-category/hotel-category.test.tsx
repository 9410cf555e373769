import { render, screen } from '@testing-library/react';
import { HotelCategory, hotelCategoryLabel } from './hotel-category';

it.each([
  [3, '3-star hotels'],
  [4, '4-star hotels'],
  [5, '5-star hotels'],
])('labels %i stars as "%s"', (stars, label) => {
  expect(hotelCategoryLabel(stars)).toBe(label);
});

it('reads out the words, not the stars: the drawing is hidden from screen readers', () => {
  const { container } = render(<HotelCategory stars={4} />);
  expect(screen.getByText('4-star hotels')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
});

it.each([[null], [undefined], [0]])('shows nothing for %p (a package without hotels)', (stars) => {
  const { container } = render(<HotelCategory stars={stars} />);
  expect(container).toBeEmptyDOMElement();
});
