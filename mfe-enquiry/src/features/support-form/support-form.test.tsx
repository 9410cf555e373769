import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { created, fakeApiPerTest } from '@safarnama/shared/testing';
import { quietFormTests, userOnFakeTimers } from '../../testing/forms';
import SupportForm from './support-form';

const server = fakeApiPerTest();
quietFormTests();

async function fillIn(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Farah Khan');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'farah@example.in');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Please resend my Goa itinerary.');
}

it('validates before anything is sent', async () => {
  const user = userEvent.setup();
  render(<SupportForm />);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'farah@example');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(server.requests).toEqual([]);
});

it('stores the message as a support message and confirms it', async () => {
  const user = userEvent.setup();
  server.on('POST', '/contact', created({ id: 3 }, 'Message received'));
  render(<SupportForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(/Thank you, Farah\. Your message is with our support team/)).toBeInTheDocument();
  expect(server.calls('POST', '/contact')[0].body).toEqual({
    name: 'Farah Khan',
    email: 'farah@example.in',
    subject: 'Customer support request',
    message: 'Please resend my Goa itinerary.',
    source: 'support',
  });
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
});

it('says so when the connection fails and keeps what was typed', async () => {
  const user = userOnFakeTimers();
  server.on('POST', '/contact', 'network-error');
  render(<SupportForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect. Please check your internet.');
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Farah Khan');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
