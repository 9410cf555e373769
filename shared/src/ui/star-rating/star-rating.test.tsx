import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

it.each([
  [4.5, 'Rated 4.5 out of 5'],
  [4, 'Rated 4 out of 5'],
  [3.76, 'Rated 3.8 out of 5'],
  [9, 'Rated 5 out of 5'],
  [-1, 'Rated 0 out of 5'],
])('%p is read as "%s"', (rating, label) => {
  render(<StarRating rating={rating} />);
  expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
});
