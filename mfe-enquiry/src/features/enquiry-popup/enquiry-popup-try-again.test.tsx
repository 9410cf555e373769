// The server answers 503 while its database is away: the visitor is told to try
// again in a moment, everything typed stays in the form, and pressing the button
// again once the server is back sends it, under the same Idempotency-Key.
import { createHash, webcrypto } from 'node:crypto';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { resetSiteStore } from '@safarnama/shared';
import { created, fakeApiPerTest, ok, unavailable } from '@safarnama/shared/testing';
import { TRY_AGAIN_SOON } from '../../lib/send-form';
import { fillEnquiry, quietFormTests, tomorrow, userOnFakeTimers } from '../../testing/forms';
import EnquiryPopup from './enquiry-popup';

const ENQUIRY = '/request-book/add-direct';
const server = fakeApiPerTest();
quietFormTests();
// jsdom has no crypto.subtle, which the bot check's solver hashes with
beforeAll(() => {
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});
beforeEach(() => {
  resetSiteStore();
  // lead writes carry a solved bot check: a challenge whose answer is 3
  const salt = `test-salt?expires=${Math.floor(Date.now() / 1000) + 300}`;
  const challenge = createHash('sha256').update(`${salt}3`).digest('hex');
  server.on('GET', '/bot-check/challenge', ok({ algorithm: 'SHA-256', challenge, maxnumber: 10, salt, signature: 'a'.repeat(64) }));
});

async function openPopup(user: UserEvent) {
  render(<EnquiryPopup />);
  await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
  return screen.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
}

it('a 503 says to try again in a moment and keeps every field; the next press sends it', async () => {
  const user = userOnFakeTimers();
  const dialog = await openPopup(user);
  const date = await fillEnquiry(user, dialog, {
    name: 'Kavya Nair',
    phone: '9876543210',
    email: 'kavya@example.in',
    destination: 'Ladakh',
    departureCity: 'Bengaluru',
    people: '2',
    date: tomorrow(),
  });
  const [yyyy, mm, dd] = date.split('-');

  server.on('POST', ENQUIRY, unavailable());
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(await within(dialog).findByText(TRY_AGAIN_SOON)).toBeInTheDocument();
  expect(within(dialog).queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Kavya Nair');
  expect(within(dialog).getByRole('textbox', { name: /Phone Number/ })).toHaveValue('9876543210');
  expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('kavya@example.in');
  expect(within(dialog).getByRole('textbox', { name: /^Destination/ })).toHaveValue('Ladakh');
  expect(within(dialog).getByRole('textbox', { name: /Departure City/ })).toHaveValue('Bengaluru');
  expect(within(dialog).getByRole('spinbutton', { name: /Number of People/ })).toHaveValue(2);
  expect(within(dialog).getByRole('combobox', { name: /Departure Date/ })).toHaveValue(`${dd}/${mm}/${yyyy}`);

  jest.spyOn(window, 'open').mockReturnValue({} as Window);
  server.on('POST', ENQUIRY, created({ id: 41 }, 'Enquiry received'));
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(await within(dialog).findByText(/^Thank you! Your enquiry was submitted successfully/)).toBeInTheDocument();
  const posts = server.calls('POST', ENQUIRY);
  expect(posts).toHaveLength(2);
  expect(posts[1]!.body).toEqual(posts[0]!.body);
  // the first may have been stored before its answer was lost: the retry is the same submission
  expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[\x21-\x7E]{1,100}$/);
  expect(posts[1]!.headers['Idempotency-Key']).toBe(posts[0]!.headers['Idempotency-Key']);
}, 20_000);
