import { render, screen } from '@testing-library/react';
import { PriceTag } from './price-tag';

it('shows the price with Indian grouping and the per-person note', () => {
  render(<PriceTag price={150000} />);
  expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
  expect(screen.getByText('Per Person on twin sharing')).toBeInTheDocument();
});

it('crosses out the original price from the discount tiers and shows the discount', () => {
  const { container } = render(<PriceTag price={16000} originalPrice="auto" showDiscount />);
  expect(container.querySelector('s')).toHaveTextContent('Original price ₹20,000');
  expect(screen.getByText('20% OFF')).toBeInTheDocument();
});

it('takes an explicit original price and a prefix, and can hide the note', () => {
  const { container } = render(<PriceTag price={4999} originalPrice={9998} showDiscount prefix="Starting From" note={null} />);
  expect(screen.getByText('Starting From')).toBeInTheDocument();
  expect(container.querySelector('s')).toHaveTextContent('₹9,998');
  expect(screen.getByText('50% OFF')).toBeInTheDocument();
  expect(screen.queryByText('Per Person on twin sharing')).not.toBeInTheDocument();
});
