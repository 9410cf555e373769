import { patterns } from '@safarnama/shared';
import { emailError, isBlank, nameError } from '../../lib/form-helpers';
import { parseIsoDate, startOfDay } from '../../lib/calendar-dates';

export const BOOKING_FIELDS = ['leadName', 'noOfPerson', 'departureCity', 'date', 'email', 'phone'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
export type BookingErrors = Partial<Record<BookingField, string>>;

export const EMPTY_BOOKING: BookingValues = { leadName: '', noOfPerson: '', departureCity: '', date: '', email: '', phone: '' };

/** The package page's booking form rules and messages (spec 2, section 5). */
export function validateBooking(values: BookingValues, today: Date = new Date()): BookingErrors {
  const errors: BookingErrors = {};
  const name = nameError(values.leadName, 'Lead passenger name is required');
  if (name) errors.leadName = name;

  if (isBlank(values.noOfPerson)) errors.noOfPerson = 'Number of persons is required';
  else {
    const persons = Number(values.noOfPerson);
    if (!Number.isInteger(persons) || persons < 1 || persons > 50) errors.noOfPerson = 'Number of persons must be between 1 and 50';
  }

  const city = values.departureCity.trim();
  if (!city) errors.departureCity = 'Departure city is required';
  else if (city.length < 2) errors.departureCity = 'Departure city must be at least 2 characters long';

  if (isBlank(values.date)) errors.date = 'Travel date is required';
  else {
    const date = parseIsoDate(values.date);
    if (!date || date < startOfDay(today)) errors.date = 'Please select a future date';
  }

  const email = emailError(values.email);
  if (email) errors.email = email;

  if (isBlank(values.phone)) errors.phone = 'Mobile number is required';
  else if (!patterns.mobile.test(values.phone.trim())) errors.phone = 'Please enter a valid 10-digit mobile number';
  return errors;
}
