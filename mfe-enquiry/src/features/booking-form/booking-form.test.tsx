import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ToastArea } from '@safarnama/shared';
import { clearViewport, created, fakeApiPerTest, mockViewport } from '@safarnama/shared/testing';
import { expectPrivacyNotice, nextMonthOn, pickDate, quietFormTests } from '../../testing/forms';
import BookingForm, { durationLabel } from './booking-form';
import { EMPTY_BOOKING, validateBooking } from './booking-validation';

const server = fakeApiPerTest();
quietFormTests();
afterEach(() => clearViewport());

/**
 * Books for Zoya: types her details into a booking form (the mobile number with
 * dashes, which the form drops) and picks the travel date; returns the date as sent.
 */
async function fillInZoya(user: UserEvent, form: HTMLElement, travelDate: Date): Promise<string> {
  const f = within(form);
  await user.type(f.getByRole('textbox', { name: /Lead passenger name/ }), 'Zoya Sheikh');
  await user.type(f.getByRole('spinbutton', { name: /Persons/ }), '2');
  await user.type(f.getByRole('textbox', { name: /Departure city/ }), 'Lucknow');
  await user.type(f.getByRole('textbox', { name: /Email/ }), 'zoya@example.in');
  await user.type(f.getByRole('textbox', { name: /Mobile number/ }), '98-7654-3210');
  return pickDate(user, f.getByRole('combobox', { name: /Travel date/ }), travelDate);
}

/** The request that Zoya's booking of the test package (id 12, five days) sends, on either layout. */
const zoyasRequest = (date: string) => ({
  duration: '4 Nights / 5 Days',
  leadName: 'Zoya Sheikh',
  noOfPerson: 2,
  packageDetailId: 12,
  departureCity: 'Lucknow',
  date,
  email: 'zoya@example.in',
  phone: '9876543210',
  contactPreference: ['phone'],
  productId: 1,
  websiteId: 1,
});

it('has the spec messages', () => {
  const today = new Date(2026, 10, 21);
  expect(validateBooking(EMPTY_BOOKING, today)).toEqual({
    leadName: 'Lead passenger name is required',
    noOfPerson: 'Number of persons is required',
    departureCity: 'Departure city is required',
    date: 'Travel date is required',
    email: 'Email is required',
    phone: 'Mobile number is required',
  });
  expect(
    validateBooking({ leadName: 'A', noOfPerson: '51', departureCity: 'D', date: '2026-11-20', email: 'x@y', phone: '5123456789', contactPreference: '' }, today),
  ).toEqual({
    leadName: 'Name must be at least 2 characters long',
    noOfPerson: 'Number of persons must be between 1 and 50',
    departureCity: 'Departure city must be at least 2 characters long',
    date: 'Please select a future date',
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid 10-digit mobile number',
    contactPreference: 'Please choose at least one way for us to contact you',
  });
  expect(
    validateBooking({ leadName: 'Aman', noOfPerson: '2', departureCity: 'Delhi', date: '2026-11-21', email: 'a@b.in', phone: '9876543210', contactPreference: 'whatsapp,email' }, today),
  ).toEqual({});
});

it('names the duration in nights and days', () => {
  expect(durationLabel(5)).toBe('4 Nights / 5 Days');
  expect(durationLabel(2)).toBe('1 Night / 2 Days');
});

it('on phones: a bottom bar whose Book Now opens the form in a dialog', async () => {
  mockViewport(375);
  const user = userEvent.setup();
  render(<BookingForm packageDetailId={12} days={5} price={24999} packageName="Goa Beach Escape" />);
  expect(screen.getByText('₹24,999')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  const dialog = screen.getByRole('dialog', { name: 'Book Goa Beach Escape' });
  expect(within(dialog).getByRole('form', { name: 'Booking request' })).toBeInTheDocument();
});

it('sends the booking request, locks the button for 10 s and thanks', async () => {
  mockViewport(1280);
  server.on('POST', '/request-book/add', created({ id: 3 }, 'Booking request submitted successfully!'));
  const user = userEvent.setup();
  render(
    <>
      <BookingForm packageDetailId={12} days={5} price={24999} />
      <ToastArea />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Booking request' });
  const date = await fillInZoya(user, form, nextMonthOn(9));

  jest.useFakeTimers();
  const clickedAt = Date.now();
  await act(async () => within(form).getByRole('button', { name: 'Book Now' }).click());
  expect(await screen.findByText('Booking request submitted successfully!')).toBeInTheDocument();
  expect(server.calls('POST', '/request-book/add')[0].body).toEqual(zoyasRequest(date));
  expect(within(form).getByRole('status')).toHaveTextContent('Thank you!');
  expect(within(form).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  // still locked until ten seconds after the click, whatever the answer took
  act(() => jest.advanceTimersByTime(clickedAt + 10_000 - Date.now() - 1));
  expect(within(form).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(1));
  expect(within(form).getByRole('button', { name: 'Book Now' })).toBeEnabled();
});

it.each([
  [768, 'a side card with the form'],
  [1280, 'a side card with the form'],
])('at %ipx: %s, no bottom bar', (width) => {
  mockViewport(width);
  render(<BookingForm packageDetailId={12} days={5} price={24999} packageName="Goa Beach Escape" />);
  const card = screen.getByRole('complementary', { name: 'Book this holiday' });
  expect(within(card).getByRole('form', { name: 'Booking request' })).toBeInTheDocument();
  // the only Book Now is the form's submit button: no bar opening a dialog
  expect(screen.getByRole('button', { name: 'Book Now' })).toHaveAttribute('type', 'submit');
});

it('below 768px: no side card; the bar shows the price and nights/days', () => {
  mockViewport(767);
  render(<BookingForm packageDetailId={12} days={5} price={24999} packageName="Goa Beach Escape" />);
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByText('4 Nights / 5 Days · per person')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book Now' })).toHaveAttribute('aria-haspopup', 'dialog');
});

it("the phone's bar keeps its height free at the bottom of the page and lifts the floating buttons above it, until it goes", () => {
  mockViewport(390);
  const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(68);
  try {
    const { unmount } = render(<BookingForm packageDetailId={12} days={5} price={24999} packageName="Goa Beach Escape" />);
    expect(document.body.style.paddingBottom).toBe('68px');
    expect(document.documentElement.style.getPropertyValue('--bottom-bar-height')).toBe('68px');
    unmount();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.getPropertyValue('--bottom-bar-height')).toBe('');
  } finally {
    offsetHeight.mockRestore();
  }
});

it('the phone dialog sends the same request as the side card (no field-name mismatch)', async () => {
  mockViewport(390);
  server.on('POST', '/request-book/add', created({ id: 4 }, 'Booking request submitted successfully!'));
  const user = userEvent.setup();
  render(
    <>
      <BookingForm packageDetailId={12} days={5} price={24999} packageName="Goa Beach Escape" />
      <ToastArea />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  const form = within(screen.getByRole('dialog', { name: 'Book Goa Beach Escape' })).getByRole('form', { name: 'Booking request' });
  await user.click(within(form).getByRole('button', { name: 'Book Now' }));
  // the same checks and messages as the side card, not just 'non-empty'
  expect(within(form).getByText('Lead passenger name is required')).toBeInTheDocument();
  expect(within(form).getByText('Mobile number is required')).toBeInTheDocument();

  const date = await fillInZoya(user, form, nextMonthOn(12));
  await user.click(within(form).getByRole('button', { name: 'Book Now' }));
  expect(await screen.findByText('Booking request submitted successfully!')).toBeInTheDocument();
  expect(server.calls('POST', '/request-book/add')[0].body).toEqual(zoyasRequest(date));
  // and its reset clears the same fields
  expect(within(form).getByRole('textbox', { name: /Lead passenger name/ })).toHaveValue('');
  expect(within(form).getByRole('textbox', { name: /Mobile number/ })).toHaveValue('');
});

it('asks how to contact: Phone call ticked first, none ticked is refused with its message, the ways ticked are sent in order', async () => {
  mockViewport(1280);
  server.on('POST', '/request-book/add', created({ id: 4 }, 'Booking request submitted successfully!'));
  const user = userEvent.setup();
  render(<BookingForm packageDetailId={12} days={5} price={24999} />);
  const form = screen.getByRole('form', { name: 'Booking request' });
  const f = within(form);
  const group = f.getByRole('group', { name: /How should we contact you\?/ });
  expect(group).toHaveAccessibleDescription('Your details go to at most 3 verified agents, never more.');
  const phone = within(group).getByRole('checkbox', { name: 'Phone call' });
  expect(phone).toBeChecked();
  expect(within(group).getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
  expect(within(group).getByRole('checkbox', { name: 'Email' })).not.toBeChecked();

  const date = await fillInZoya(user, form, nextMonthOn(11));
  await user.click(phone);
  await user.click(f.getByRole('button', { name: 'Book Now' }));
  expect(within(group).getByText('Please choose at least one way for us to contact you')).toBeInTheDocument();
  expect(group).toHaveAccessibleDescription(/^Please choose at least one way for us to contact you/);
  expect(server.calls('POST', '/request-book/add')).toHaveLength(0);

  await user.click(within(group).getByRole('checkbox', { name: 'Email' }));
  await user.click(within(group).getByRole('checkbox', { name: 'WhatsApp' }));
  expect(within(group).queryByText('Please choose at least one way for us to contact you')).not.toBeInTheDocument();
  await user.click(f.getByRole('button', { name: 'Book Now' }));
  await screen.findByRole('status');
  expect(server.calls('POST', '/request-book/add')[0].body).toEqual({ ...zoyasRequest(date), contactPreference: ['whatsapp', 'email'] });
  // a new booking starts again from Phone call
  expect(phone).toBeChecked();
});

it('says what the details are for and links to the privacy policy', () => {
  mockViewport(1280);
  render(<BookingForm packageDetailId={12} days={5} price={24999} />);
  const form = screen.getByRole('form', { name: 'Booking request' });
  expectPrivacyNotice(form);
});
