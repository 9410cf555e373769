import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { created, fakeApiPerTest, refused } from '@safarnama/shared/testing';
import { quietFormTests } from '../../testing/forms';
import ContactForm from './contact-form';

const server = fakeApiPerTest();
quietFormTests();
beforeEach(() => {
  window.scrollTo = jest.fn();
});

const shownCode = () => screen.getByRole('img', { name: /captcha code/i }).textContent ?? '';

async function fillIn(user: ReturnType<typeof userEvent.setup>, captcha: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Arjun Mehta');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'arjun.mehta@example.in');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Kerala in December');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Four of us, houseboat for two nights please.');
  await user.type(screen.getByRole('textbox', { name: 'Captcha' }), captcha);
}

it('shows a six-character code of three capitals and three digits', () => {
  render(<ContactForm />);
  const code = shownCode();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  expect(code.replace(/\d/g, '')).toHaveLength(3);
});

it('marks name, email and message required, email of email type, subject optional', async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('textbox', { name: 'Subject' })).not.toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(window.scrollTo).toHaveBeenCalled();
  expect(server.requests).toEqual([]);
});

it('stops on a wrong captcha with the inline message, after scrolling to the top', async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  const code = shownCode();
  await fillIn(user, code.toLowerCase());
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(screen.getByText('Incorrect captcha. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('aria-invalid', 'true');
  expect(server.requests).toEqual([]);
  expect(shownCode()).toBe(code);
});

it('refresh draws a new code and clears the typed answer and the error', async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  await fillIn(user, 'WRONG1');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  const before = shownCode();
  let after = before;
  // a fresh draw can repeat the code by chance; draw until it differs
  for (let i = 0; i < 5 && after === before; i += 1) {
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    after = shownCode();
  }
  expect(after).not.toBe(before);
  expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  expect(screen.queryByText('Incorrect captcha. Please try again.')).not.toBeInTheDocument();
});

it('with the right code: stores the message, toasts, resets the form and draws a new code', async () => {
  const user = userEvent.setup();
  server.on('POST', '/contact', created({ id: 7 }, 'Message received'));
  render(<ContactForm />);
  const code = shownCode();
  await fillIn(user, code);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByText('Form submitted successfully.')).toBeInTheDocument();
  expect(server.calls('POST', '/contact')[0].body).toEqual({
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.in',
    subject: 'Kerala in December',
    message: 'Four of us, houseboat for two nights please.',
    source: 'contact',
  });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  expect(screen.queryByText('Incorrect captcha. Please try again.')).not.toBeInTheDocument();
  // new code drawn (a repeat is possible but 1 in millions)
  expect(shownCode()).toMatch(/^[A-Z0-9]{6}$/);
});

it('keeps the message and shows the server’s field errors when it is refused', async () => {
  const user = userEvent.setup();
  server.on(
    'POST',
    '/contact',
    refused(400, 'Name must be at most 50 characters long', [{ field: 'name', message: 'Name must be at most 50 characters long' }]),
  );
  render(<ContactForm />);
  await fillIn(user, shownCode());
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(screen.getAllByText('Name must be at most 50 characters long').length).toBeGreaterThan(0));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Arjun Mehta');
  expect(screen.queryByText('Form submitted successfully.')).not.toBeInTheDocument();
});
