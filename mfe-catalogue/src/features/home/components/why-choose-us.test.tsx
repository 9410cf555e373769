import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearViewport, mockViewport } from '@safarnama/shared/testing';
import { WhyChooseUs } from './why-choose-us';

afterEach(clearViewport);

it('on mobile, one point is open at a time', async () => {
  mockViewport(390);
  const user = userEvent.setup();
  render(<WhyChooseUs />);
  const easy = screen.getByRole('button', { name: 'Easy to use' });
  const fast = screen.getByRole('button', { name: 'Fast and responsive' });
  expect(easy).toHaveAttribute('aria-expanded', 'true');
  expect(fast).toHaveAttribute('aria-expanded', 'false');

  await user.click(fast);
  expect(fast).toHaveAttribute('aria-expanded', 'true');
  expect(easy).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Fast and responsive' })).toBeVisible();

  await user.click(fast);
  expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
});

it('on desktop, all four points show', () => {
  mockViewport(1280);
  render(<WhyChooseUs />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Easy to use',
    'Fast and responsive',
    'Secure and reliable',
    '24/7 support',
  ]);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
