import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './button';

it('is a button that reports clicks', async () => {
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Search</Button>);
  const button = screen.getByRole('button', { name: 'Search' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('while loading is disabled, busy and reads its loading text', async () => {
  const onClick = jest.fn();
  render(
    <Button type="submit" loading onClick={onClick}>
      Submit
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Please wait...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

it('takes a custom loading text', () => {
  render(<Button loading loadingText="Processing...">Book Now</Button>);
  expect(screen.getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
});

it('renders a link when given href, forwarding the ref', () => {
  const ref = createRef<HTMLAnchorElement>();
  render(
    <Button href="/darshan" variant="ghost" ref={ref}>
      Explore more
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Explore more' });
  expect(link).toHaveAttribute('href', '/darshan');
  expect(ref.current).toBe(link);
});

it('forwards the ref of a button', () => {
  const ref = createRef<HTMLButtonElement>();
  render(<Button ref={ref}>Go</Button>);
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
});
