import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { resetSiteStore, toIsoDate, useSiteStore } from '@safarnama/shared';
import { created, fakeApiPerTest, refused, unavailable, type FakeReply } from '@safarnama/shared/testing';
import { TRY_AGAIN_SOON } from '../../lib/send-form';
import { expectPrivacyNotice, fillEnquiry, pickDate, quietFormTests, tomorrow, userOnFakeTimers } from '../../testing/forms';
import EnquiryPopup from './enquiry-popup';

const ENQUIRY = '/request-book/add-direct';
const server = fakeApiPerTest();
quietFormTests();
beforeEach(() => resetSiteStore());

async function openPopup(user: UserEvent) {
  render(<EnquiryPopup />);
  await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
  return screen.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
}

const fillIn = (user: UserEvent, dialog: HTMLElement) =>
  fillEnquiry(user, dialog, {
    name: 'Kavya Nair',
    phone: '9876543210',
    email: 'kavya@example.in',
    destination: 'Ladakh',
    departureCity: 'Bengaluru',
    people: '2',
    date: tomorrow(),
  });

it('opens from the floating button with the spec title and the How It Works panel', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  expect(within(dialog).getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
  expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('Tell us about your holiday'),
      expect.stringContaining('Get multiple quotes'),
      expect.stringContaining('Book the best deal'),
      'Verified agents',
      'Stringent quality control',
    ]),
  );
  expect(useSiteStore.getState().isEnquiryOpen).toBe(true);
  await user.keyboard('{Escape}');
  expect(useSiteStore.getState().isEnquiryOpen).toBe(false);
});

it('hides the floating button while the site loading overlay shows', () => {
  render(<EnquiryPopup />);
  expect(screen.getByRole('button', { name: 'Enquiry Now' })).toBeInTheDocument();
  act(() => useSiteStore.getState().showOverlay('Loading Wildlife packages...'));
  expect(screen.queryByRole('button', { name: 'Enquiry Now' })).not.toBeInTheDocument();
  act(() => useSiteStore.getState().hideOverlay());
  expect(screen.getByRole('button', { name: 'Enquiry Now' })).toBeInTheDocument();
});

it('marks every empty (or blank) field Required and asks to fix them', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(within(dialog).getAllByText('Required')).toHaveLength(6);
  expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Please fix the highlighted errors above.')).toBeInTheDocument();
  expect(server.requests).toEqual([]);
});

it('keeps only digits in the phone, at most ten, after +91', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  const phone = within(dialog).getByRole('textbox', { name: /Phone Number/ });
  expect(within(dialog).getByText('+91')).toBeInTheDocument();
  await user.type(phone, '98a76-54 3210999');
  expect(phone).toHaveValue('9876543210');
  await user.clear(phone);
  await user.type(phone, '98765');
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(within(dialog).getByText('Phone number must be 10 digits')).toBeInTheDocument();
  // typing clears that field's error
  await user.type(phone, '4');
  expect(within(dialog).queryByText('Phone number must be 10 digits')).not.toBeInTheDocument();
});

it('checks the email shape', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'kavya@example');
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
});

it('offers a read-only date from a calendar without past days, shown dd/mm/yyyy', async () => {
  const user = userEvent.setup();
  const dialog = await openPopup(user);
  const field = within(dialog).getByRole('combobox', { name: /Departure Date/ });
  expect(field).toHaveAttribute('readonly');
  await user.click(field);
  const calendar = screen.getByRole('dialog', { name: 'Select Departure Date' });
  expect(within(calendar).getAllByRole('columnheader').slice(0, 7).map((th) => th.textContent)).toEqual([
    'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat',
  ]);
  expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeEnabled();
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  if (yesterday.getMonth() === new Date().getMonth()) {
    const label = `, ${yesterday.getDate()} `;
    const past = within(calendar)
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-label')?.includes(label) && b.getAttribute('aria-label')?.endsWith(String(yesterday.getFullYear())));
    expect(past).toBeDisabled();
  }
  // Escape closes the calendar, not the popup
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Select Departure Date' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: /custom quote/ })).toBeInTheDocument();

  const [yyyy, mm, dd] = (await pickDate(user, field, tomorrow())).split('-');
  expect(field).toHaveValue(`${dd}/${mm}/${yyyy}`);
});

it('sends the spec payload, clears the form and opens /thank-you a second later', async () => {
  const user = userEvent.setup();
  const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
  server.on('POST', ENQUIRY, created({ id: 11 }, 'Enquiry received'));
  const dialog = await openPopup(user);
  const date = await fillIn(user, dialog);
  jest.useFakeTimers();
  await act(async () => {
    within(dialog).getByRole('button', { name: 'Get My Custom Quote' }).click();
  });
  expect(
    await within(dialog).findByText('Thank you! Your enquiry was submitted successfully. Redirecting to thank you page...'),
  ).toBeInTheDocument();
  expect(server.calls('POST', ENQUIRY)[0].body).toEqual(
    expect.objectContaining({
      name: 'Kavya Nair',
      phone: '9876543210',
      email: 'kavya@example.in',
      destination: 'Ladakh',
      departureCity: 'Bengaluru',
      noOfPeople: 2,
      date,
      websiteName: 'Safarnama Holidays',
      source: 'WEBSITE',
      deviceType: expect.stringMatching(/^(desktop|mobile|tablet)$/),
      browser: expect.any(String),
      utm_source: 'direct',
      utm_medium: 'website',
      utm_campaign: 'enquiry_form',
    }),
  );
  expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
  expect(open).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(open).toHaveBeenCalledWith('/thank-you', '_blank');
});

it('says "Please wait..." and is disabled while sending', async () => {
  const user = userEvent.setup();
  let answer: (reply: FakeReply) => void = () => {};
  server.on('POST', ENQUIRY, () => new Promise((resolve) => (answer = resolve)));
  const dialog = await openPopup(user);
  await fillIn(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  const busy = within(dialog).getByRole('button', { name: 'Please wait...' });
  expect(busy).toBeDisabled();
  await act(async () => answer(refused(400, 'Bad request')));
  expect(await within(dialog).findByRole('button', { name: 'Get My Custom Quote' })).toBeEnabled();
});

it('reports a refusal and a lost connection with the spec messages', async () => {
  const user = userOnFakeTimers();
  const dialog = await openPopup(user);
  await fillIn(user, dialog);

  server.on('POST', ENQUIRY, refused(429, 'Too many requests.'));
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeInTheDocument();

  server.on('POST', ENQUIRY, 'network-error');
  await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
  expect(await within(dialog).findByText('Failed to connect. Please check your internet.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Kavya Nair');
});

describe("opened by Luna's 'Get a custom quote'", () => {
  const prefilledDialog = (prefill: Parameters<ReturnType<typeof useSiteStore.getState>['openEnquiryWith']>[0]) => {
    render(<EnquiryPopup />);
    act(() => useSiteStore.getState().openEnquiryWith(prefill));
    return screen.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
  };

  it('starts with the destination, date and party size, and sends the chat session with the enquiry', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockReturnValue({} as Window);
    server.on('POST', ENQUIRY, created({ id: 12 }, 'Enquiry received'));
    const date = toIsoDate(tomorrow());
    const dialog = prefilledDialog({ destination: 'Kashmir', date, noOfPeople: 2, chatSessionId: 'a3c1f0e2-5d6b-4c7a-9e8f-0123456789ab' });
    expect(within(dialog).getByRole('textbox', { name: /Destination/ })).toHaveValue('Kashmir');
    const [yyyy, mm, dd] = date.split('-');
    expect(within(dialog).getByRole('combobox', { name: /Departure Date/ })).toHaveValue(`${dd}/${mm}/${yyyy}`);
    expect(within(dialog).getByRole('spinbutton', { name: /Number of People/ })).toHaveValue(2);

    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Kavya Nair');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '9876543210');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'kavya@example.in');
    await user.type(within(dialog).getByRole('textbox', { name: /Departure City/ }), 'Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Get My Custom Quote' }));
    expect(await within(dialog).findByText(/Your enquiry was submitted successfully/)).toBeInTheDocument();
    expect(server.calls('POST', ENQUIRY)[0].body).toEqual(
      expect.objectContaining({ destination: 'Kashmir', date, noOfPeople: 2, chatSessionId: 'a3c1f0e2-5d6b-4c7a-9e8f-0123456789ab' }),
    );
  });

  it('drops a past date and an impossible party size; the plain button opens an empty form', async () => {
    const user = userEvent.setup();
    const dialog = prefilledDialog({ destination: 'Goa', date: '2020-01-01', noOfPeople: 80 });
    expect(within(dialog).getByRole('combobox', { name: /Departure Date/ })).toHaveValue('');
    expect(within(dialog).getByRole('spinbutton', { name: /Number of People/ })).toHaveValue(null);
    await user.keyboard('{Escape}');
    expect(useSiteStore.getState().enquiryPrefill).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
    expect(screen.getByRole('textbox', { name: /Destination/ })).toHaveValue('');
  });
});

it('without its button (routes where the shell hides it) the popup still opens from the store', () => {
  render(<EnquiryPopup showButton={false} />);
  expect(screen.queryByRole('button', { name: 'Enquiry Now' })).not.toBeInTheDocument();
  act(() => useSiteStore.getState().openEnquiryWith({ destination: 'Ladakh' }));
  const dialog = screen.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
  expect(within(dialog).getByRole('textbox', { name: /Destination/ })).toHaveValue('Ladakh');
});

// The server answers 503 while its database is away: the visitor is told to try again
// in a moment, everything typed stays, and pressing the button again once the server
// is back sends it, under the same Idempotency-Key.
it('a 503 says to try again in a moment and keeps every field; the next press sends it', async () => {
  const user = userOnFakeTimers();
  const dialog = await openPopup(user);
  const date = await fillIn(user, dialog);
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

it('says what the details are for and links to the privacy policy', async () => {
  const dialog = await openPopup(userEvent.setup());
  expectPrivacyNotice(dialog);
});
