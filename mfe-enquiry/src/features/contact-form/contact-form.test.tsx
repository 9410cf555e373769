import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { created, fakeApiPerTest, ok, refused, type FakeReply } from '@safarnama/shared/testing';
import { markPageReady } from '@safarnama/shared';
import { challenges, findPicture, pictureOf } from '../../testing/captcha';
import { expectPrivacyNotice, quietFormTests, userOnFakeTimers } from '../../testing/forms';
import ContactForm from './contact-form';

const server = fakeApiPerTest();
quietFormTests();
// the first code is asked for once the page has painted: these forms sit on a painted page
beforeAll(() => markPageReady());
beforeEach(() => {
  window.scrollTo = jest.fn();
});

const WRONG = 'Incorrect captcha. Please try again.';

/** The server's challenges, one per GET /contact/captcha, in this order. */
function issues(...codes: string[]) {
  const next = challenges((n) => `challenge-${n}-0000000000000`, codes);
  server.on('GET', '/contact/captcha', () => ok(next()));
}

const codeShown = () => screen.getByRole('img', { name: 'Captcha code: six characters, letters and digits' });
const captchaBox = () => screen.getByRole('textbox', { name: 'Captcha' });

async function fillIn(user: UserEvent, captcha: string) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Arjun Mehta');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'arjun.mehta@example.in');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Kerala in December');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Four of us, houseboat for two nights please.');
  await user.type(captchaBox(), captcha);
}

/**
 * Renders the form; once its first code (K7Q2M9) shows, the visitor fills it in,
 * answering `captcha`, and sends it. Returns the visitor.
 */
async function sendFilledIn(captcha: string, user: UserEvent = userEvent.setup()) {
  render(<ContactForm />);
  await findPicture('K7Q2M9');
  await fillIn(user, captcha);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

it('shows a placeholder, then the code the server issued, spelled out for screen readers', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  server.on('GET', '/contact/captcha', () => new Promise<FakeReply>((resolve) => (answer = resolve)));
  render(<ContactForm />);
  expect(screen.getByRole('img', { name: 'Captcha code loading' })).toBeInTheDocument();
  await waitFor(() => expect(server.calls('GET', '/contact/captcha')).toHaveLength(1));
  answer(ok({ captchaId: 'challenge-1-0000000000000', image: pictureOf('K7Q2M9'), expiresAt: '2030-01-01T00:10:00.000Z' }));
  expect(await findPicture('K7Q2M9')).toBeVisible();
  expect(server.calls('GET', '/contact/captcha')).toHaveLength(1);
});

it('marks name, email and message required, email of email type, subject optional, and asks for the code', async () => {
  issues('K7Q2M9');
  const user = userEvent.setup();
  render(<ContactForm />);
  await screen.findByRole('img', { name: 'Captcha code: six characters, letters and digits' });
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('textbox', { name: 'Subject' })).not.toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(screen.getByText('Please enter the code shown')).toBeInTheDocument();
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(server.calls('POST', '/contact')).toEqual([]);
});

it('with the right code: sends it with its challenge, toasts, resets the form and shows a new code', async () => {
  issues('K7Q2M9', 'B4N8X1');
  server.on('POST', '/contact', created({ id: 7 }, 'Form submitted successfully.'));
  await sendFilledIn('K7Q2M9');

  expect(await screen.findByText('Form submitted successfully.')).toBeInTheDocument();
  expect(server.calls('POST', '/contact')[0].body).toEqual({
    name: 'Arjun Mehta',
    email: 'arjun.mehta@example.in',
    subject: 'Kerala in December',
    message: 'Four of us, houseboat for two nights please.',
    source: 'contact',
    contactPreference: ['phone'],
    captchaId: 'challenge-1-0000000000000',
    captcha: 'K7Q2M9',
  });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(captchaBox()).toHaveValue('');
  expect(await findPicture('B4N8X1')).toBeInTheDocument();
});

it('a wrong code: the inline message, a new code and an empty box; the rest is kept and nothing is toasted', async () => {
  issues('K7Q2M9', 'B4N8X1');
  server.on('POST', '/contact', refused(400, WRONG, [{ field: 'captcha', message: WRONG }]));
  const user = await sendFilledIn('k7q2m9');

  expect(await screen.findByText(WRONG)).toBeInTheDocument();
  expect(captchaBox()).toHaveAttribute('aria-invalid', 'true');
  expect(captchaBox()).toHaveValue('');
  expect(await findPicture('B4N8X1')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Arjun Mehta');
  expect(screen.getAllByText(WRONG)).toHaveLength(1);
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

  // the next try answers the new challenge
  server.on('POST', '/contact', created({ id: 8 }));
  await user.type(captchaBox(), 'B4N8X1');
  expect(screen.queryByText(WRONG)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Form submitted successfully.')).toBeInTheDocument();
  expect(server.calls('POST', '/contact')[1].body).toMatchObject({ captchaId: 'challenge-2-0000000000000', captcha: 'B4N8X1' });
});

it('refresh asks the server for a new code and clears the typed answer and its message', async () => {
  issues('K7Q2M9', 'B4N8X1', 'C5P3R7');
  const user = userEvent.setup();
  render(<ContactForm />);
  await findPicture('K7Q2M9');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Please enter the code shown')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
  expect(await findPicture('B4N8X1')).toBeInTheDocument();
  expect(screen.queryByText('Please enter the code shown')).not.toBeInTheDocument();

  await user.type(captchaBox(), 'B4N');
  await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
  expect(await findPicture('C5P3R7')).toBeInTheDocument();
  expect(captchaBox()).toHaveValue('');
  expect(server.calls('GET', '/contact/captcha')).toHaveLength(3);
});

it('keeps the message and the code when the server refuses another field', async () => {
  issues('K7Q2M9');
  server.on('POST', '/contact', refused(400, 'Name must be at most 50 characters long', [{ field: 'name', message: 'Name must be at most 50 characters long' }]));
  await sendFilledIn('K7Q2M9');
  await waitFor(() => expect(screen.getAllByText('Name must be at most 50 characters long').length).toBeGreaterThan(0));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Arjun Mehta');
  expect(captchaBox()).toHaveValue('K7Q2M9');
  expect(codeShown()).toBeVisible();
  expect(server.calls('GET', '/contact/captcha')).toHaveLength(1);
  expect(screen.queryByText('Form submitted successfully.')).not.toBeInTheDocument();
});

it('when no code can be fetched: says so beside the refresh button, sends nothing, and refresh recovers', async () => {
  server.on('GET', '/contact/captcha', 'network-error');
  const user = userEvent.setup();
  render(<ContactForm />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be loaded. Press refresh to try again.');
  expect(screen.getByRole('img', { name: 'Captcha code unavailable' })).toBeInTheDocument();
  await fillIn(user, 'K7Q2M9');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Press refresh to get a code')).toBeInTheDocument();
  expect(server.calls('POST', '/contact')).toEqual([]);

  issues('B4N8X1');
  await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
  expect(await findPicture('B4N8X1')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('too many refreshes: the server’s own message', async () => {
  server.on('GET', '/contact/captcha', refused(429, 'Too many requests. Please wait a minute and try again.'));
  render(<ContactForm />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute and try again.');
});

it('a message whose answer was lost: the connection message, the form kept, and a new code (the old one may be spent)', async () => {
  issues('K7Q2M9', 'B4N8X1');
  server.on('POST', '/contact', 'network-error');
  await sendFilledIn('K7Q2M9', userOnFakeTimers());
  expect(await screen.findByText('Failed to connect. Please check your internet.')).toBeInTheDocument();
  expect(await findPicture('B4N8X1')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Four of us, houseboat for two nights please.');
  expect(captchaBox()).toHaveValue('');
});

it('says what the details are for and links to the privacy policy', async () => {
  issues('K7Q2M9');
  render(<ContactForm />);
  await findPicture('K7Q2M9');
  expectPrivacyNotice();
});
