import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@safarnama/shared';
import NewsletterForm from './newsletter-form';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return { ...actual, api: { ...actual.api, subscribeNewsletter: jest.fn() } };
});

const subscribe = api.subscribeNewsletter as jest.MockedFunction<typeof api.subscribeNewsletter>;

beforeEach(() => {
  subscribe.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

it.each(['', '   ', 'traveller', 'traveller@mail', 'trav eller@mail.com', 'a@b@c.com'])(
  'refuses %p with the spec message and a red border, without calling the server',
  async (typed) => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    if (typed) await user.type(emailBox(), typed);
    await user.click(subscribeButton());
    expect(screen.getByText('Valid email is required *')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Valid email is required *');
    expect(subscribe).not.toHaveBeenCalled();
  },
);

it('keeps the input required and of email type', () => {
  render(<NewsletterForm />);
  expect(emailBox()).toBeRequired();
  expect(emailBox()).toHaveAttribute('type', 'email');
});

it('clears the error once the visitor edits the address', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.click(subscribeButton());
  await user.type(emailBox(), 'a');
  expect(screen.queryByText('Valid email is required *')).not.toBeInTheDocument();
  expect(emailBox()).toHaveAttribute('aria-invalid', 'false');
});

it('stores a valid address and thanks the visitor for exactly five seconds', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  subscribe.mockResolvedValue({ code: 1, message: 'Subscribed', data: { success: true }, status: 201 });
  render(<NewsletterForm />);
  await user.type(emailBox(), '  meera.iyer@example.in ');
  await user.click(subscribeButton());

  expect(subscribe).toHaveBeenCalledWith('meera.iyer@example.in');
  expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
  expect(emailBox()).toHaveValue('');

  act(() => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
});

it('only logs a refusal or a network failure', async () => {
  const user = userEvent.setup();
  subscribe.mockResolvedValueOnce({ code: 0, message: 'Too many requests.', status: 429 });
  subscribe.mockRejectedValueOnce(new Error('offline'));
  render(<NewsletterForm />);
  await user.type(emailBox(), 'meera@example.in');
  await user.click(subscribeButton());
  await user.click(subscribeButton());
  expect(subscribe).toHaveBeenCalledTimes(2);
  expect(console.error).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  expect(screen.queryByText('Valid email is required *')).not.toBeInTheDocument();
  expect(subscribeButton()).toBeEnabled();
});
