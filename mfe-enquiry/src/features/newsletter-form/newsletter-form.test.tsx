import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@safarnama/shared';
import { created, fakeApiPerTest, refused } from '@safarnama/shared/testing';
import { expectPrivacyNotice, quietFormTests, userOnFakeTimers } from '../../testing/forms';
import NewsletterForm from './newsletter-form';

const SUBSCRIBE = '/newsletter/subscribe';
const server = fakeApiPerTest();
quietFormTests();

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
    expect(server.requests).toEqual([]);
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
  const user = userOnFakeTimers();
  server.on('POST', SUBSCRIBE, created({ success: true }, 'Subscribed'));
  render(<NewsletterForm />);
  await user.type(emailBox(), '  meera.iyer@example.in ');
  await user.click(subscribeButton());

  expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
  expect(server.calls('POST', SUBSCRIBE)[0].body).toEqual({ email: 'meera.iyer@example.in' });
  expect(emailBox()).toHaveValue('');

  act(() => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
});

it('only logs a refusal or a network failure', async () => {
  const user = userOnFakeTimers();
  render(<NewsletterForm />);
  await user.type(emailBox(), 'meera@example.in');

  server.on('POST', SUBSCRIBE, refused(429, 'Too many requests.'));
  await user.click(subscribeButton());
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(console.error).toHaveBeenCalledWith('[newsletter] subscription was not accepted:', 'Too many requests.');

  server.on('POST', SUBSCRIBE, 'network-error');
  await user.click(subscribeButton());
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(console.error).toHaveBeenCalledWith('[newsletter] subscription failed:', expect.any(ApiError));
  expect(console.error).toHaveBeenCalledTimes(2);
  expect(server.calls('POST', SUBSCRIBE).map((r) => r.body)).toContainEqual({ email: 'meera@example.in' });
  expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  expect(screen.queryByText('Valid email is required *')).not.toBeInTheDocument();
  expect(emailBox()).toHaveValue('meera@example.in');
});

it('says what the address is for and links to the privacy policy', () => {
  render(<NewsletterForm />);
  expectPrivacyNotice();
});
