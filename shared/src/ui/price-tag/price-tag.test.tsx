import { render, screen } from '@testing-library/react';
import { PriceTag } from './price-tag';

it('shows the price with Indian grouping and the per-person note', () => {
  render(<PriceTag price={150000} />);
  expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
  expect(screen.getByText('Per Person on twin sharing')).toBeInTheDocument();
});

it('crosses out the original price from the discount tiers', () => {
  const { container } = render(<PriceTag price={16000} originalPrice="auto" />);
  expect(container.querySelector('s')).toHaveTextContent('Original price ₹20,000');
  expect(container.querySelector('s')?.nextElementSibling).toHaveTextContent('Now ₹16,000');
});

it('takes an explicit original price and a prefix', () => {
  const { container } = render(<PriceTag price={4999} originalPrice={9998} prefix="Starting From" />);
  expect(screen.getByText('Starting From')).toBeInTheDocument();
  expect(container.querySelector('s')).toHaveTextContent('₹9,998');
});
