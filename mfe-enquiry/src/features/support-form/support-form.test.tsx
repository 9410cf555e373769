import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { created, fakeApiPerTest, ok, refused } from '@safarnama/shared/testing';
import { markPageReady } from '@safarnama/shared';
import { challenges, findPicture } from '../../testing/captcha';
import { expectPrivacyNotice, quietFormTests, userOnFakeTimers } from '../../testing/forms';
import SupportForm from './support-form';

const server = fakeApiPerTest();
quietFormTests();
// the first code is asked for once the page has painted: these forms sit on a painted page
beforeAll(() => markPageReady());

const WRONG = 'Incorrect captcha. Please try again.';

/** The server's challenges, one per GET /contact/captcha, in this order. */
function issues(...codes: string[]) {
  const next = challenges((n) => `support-${n}-00000000000000`, codes);
  server.on('GET', '/contact/captcha', () => ok(next()));
}

/** What the visitor types into the form, as it is sent. */
const FARAH = { name: 'Farah Khan', email: 'farah@example.in', message: 'Please resend my Goa itinerary.' };

/**
 * Renders the form; once its first code (R2D2C3) shows, the visitor fills it in,
 * answering `captcha`, and sends it.
 */
async function sendFilledIn(captcha: string, user: UserEvent = userEvent.setup()) {
  render(<SupportForm />);
  await findPicture('R2D2C3');
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), FARAH.name);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), FARAH.email);
  await user.type(screen.getByRole('textbox', { name: 'Message' }), FARAH.message);
  await user.type(screen.getByRole('textbox', { name: 'Captcha' }), captcha);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

it('validates before anything is sent', async () => {
  issues('R2D2C3');
  const user = userEvent.setup();
  render(<SupportForm />);
  await findPicture('R2D2C3');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'farah@example');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(screen.getByText('Please enter the code shown')).toBeInTheDocument();
  expect(server.calls('POST', '/contact')).toEqual([]);
});

it('stores the message as a support message, with the answer to the server’s code, and confirms it', async () => {
  issues('R2D2C3', 'M1N2B3');
  server.on('POST', '/contact', created({ id: 3 }, 'Message received'));
  await sendFilledIn('R2D2C3');
  expect(await screen.findByText(/Thank you, Farah\. Your message is with our support team/)).toBeInTheDocument();
  expect(server.calls('POST', '/contact')[0].body).toEqual({
    ...FARAH,
    subject: 'Customer support request',
    source: 'support',
    captchaId: 'support-1-00000000000000',
    captcha: 'R2D2C3',
  });
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  expect(await findPicture('M1N2B3')).toBeInTheDocument();
});

it('a wrong code: the inline message and a new code, no failure banner', async () => {
  issues('R2D2C3', 'M1N2B3');
  server.on('POST', '/contact', refused(400, WRONG, [{ field: 'captcha', message: WRONG }]));
  await sendFilledIn('R2D2C4');
  expect(await screen.findByText(WRONG)).toBeInTheDocument();
  expect(await findPicture('M1N2B3')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Farah Khan');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says so when the connection fails, keeps what was typed and shows a new code', async () => {
  issues('R2D2C3', 'M1N2B3');
  server.on('POST', '/contact', 'network-error');
  await sendFilledIn('R2D2C3', userOnFakeTimers());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect. Please check your internet.');
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Farah Khan');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(await findPicture('M1N2B3')).toBeInTheDocument();
});

it('says what the details are for and links to the privacy policy', async () => {
  issues('R2D2C3');
  render(<SupportForm />);
  await findPicture('R2D2C3');
  expectPrivacyNotice();
});
