import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@safarnama/shared';
import SupportForm from './support-form';

jest.mock('@safarnama/shared', () => {
  const actual = jest.requireActual('@safarnama/shared');
  return { ...actual, api: { ...actual.api, sendContactMessage: jest.fn() } };
});

const send = api.sendContactMessage as jest.MockedFunction<typeof api.sendContactMessage>;

beforeEach(() => {
  send.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
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
  expect(send).not.toHaveBeenCalled();
});

it('stores the message as a support message and confirms it', async () => {
  const user = userEvent.setup();
  send.mockResolvedValue({ code: 1, message: 'Message received', data: { id: 3 }, status: 201 });
  render(<SupportForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(/Thank you, Farah\. Your message is with our support team/)).toBeInTheDocument();
  expect(send).toHaveBeenCalledWith({
    name: 'Farah Khan',
    email: 'farah@example.in',
    subject: 'Customer support request',
    message: 'Please resend my Goa itinerary.',
    source: 'support',
  });
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
});

it('says so when the connection fails and keeps what was typed', async () => {
  const user = userEvent.setup();
  send.mockRejectedValue(new ApiError('network', 'Network Error'));
  render(<SupportForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect. Please check your internet.');
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Farah Khan');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
