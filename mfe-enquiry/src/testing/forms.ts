// What the enquiry remote's form tests share: a quiet console, a visitor on fake
// timers, picking a day in the date picker, typing a trip into the enquiry forms,
// and the privacy notice every lead form shows. Test files only.
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toIsoDate } from '@safarnama/shared';
import { addDays, dayLabel, startOfDay } from '../lib/calendar-dates';
import { PRIVACY_NOTICE } from '../components/privacy-notice/privacy-notice';

/**
 * Call once at the top of a form's test file. The forms log every failure they
 * show, so console.error is kept quiet in each test; after each test the mocks
 * are restored and timers are real again.
 */
export function quietFormTests(): void {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

/**
 * A visitor on jest's fake timers: the forms' timers, and the client's wait before
 * it retries a lost answer, run only as the test advances the clock (Testing
 * Library's findBy and waitFor advance it while they wait). Restore real timers
 * after each test (quietFormTests does).
 */
export function userOnFakeTimers(): UserEvent {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

export function tomorrow(): Date {
  return addDays(startOfDay(new Date()), 1);
}

/** Day `day` of next month: a future day whatever today is. */
export function nextMonthOn(day: number): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth() + 1, day);
}

/**
 * Opens the date field's calendar, moves on with 'Next month' until `date` shows,
 * and picks it. Returns the day as the form sends it (yyyy-mm-dd).
 */
export async function pickDate(user: UserEvent, field: HTMLElement, date: Date): Promise<string> {
  await user.click(field);
  const calendar = within(screen.getByRole('dialog', { name: 'Select Departure Date' }));
  const day = { name: dayLabel(date) };
  for (let months = 0; months < 24 && !calendar.queryByRole('button', day); months += 1) {
    await user.click(calendar.getByRole('button', { name: 'Next month' }));
  }
  await user.click(calendar.getByRole('button', day));
  return toIsoDate(date);
}

export interface Trip {
  name: string;
  phone: string;
  email: string;
  destination: string;
  departureCity: string;
  people: string;
  date: Date;
}

/**
 * Types a trip into an enquiry form: the popup's and the enquiry page's, or the
 * themes page's quote popup (its labels differ only in case). Returns the picked
 * departure date as sent (yyyy-mm-dd).
 */
export async function fillEnquiry(user: UserEvent, form: HTMLElement, trip: Trip): Promise<string> {
  const f = within(form);
  await user.type(f.getByRole('textbox', { name: /full name/i }), trip.name);
  await user.type(f.getByRole('textbox', { name: /phone number/i }), trip.phone);
  await user.type(f.getByRole('textbox', { name: /email/i }), trip.email);
  await user.type(f.getByRole('textbox', { name: /^destination/i }), trip.destination);
  await user.type(f.getByRole('textbox', { name: /departure city/i }), trip.departureCity);
  await user.type(f.getByRole('spinbutton', { name: /number of people/i }), trip.people);
  return pickDate(user, f.getByRole('combobox', { name: /departure date/i }), trip.date);
}

/** The privacy notice of a lead form (in `container`, else the page): what the details are for, and the link to the policy. */
export function expectPrivacyNotice(container: HTMLElement = document.body): void {
  const scope = within(container);
  expect(scope.getByText(PRIVACY_NOTICE, { exact: false })).toBeInTheDocument();
  expect(scope.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
}
