import { emailError, isBlank } from '../../lib/form-helpers';

export const QUOTE_FIELDS = ['name', 'phone', 'email', 'destination', 'departureCity', 'date', 'noOfPeople'] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteValues = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export const EMPTY_QUOTE: QuoteValues = {
  name: '',
  phone: '',
  email: '',
  destination: '',
  departureCity: '',
  date: '',
  noOfPeople: '',
};

/** The themes page's quote popup rules (spec 2, section 5); spaces in the phone are ignored. */
export function validateQuote(values: QuoteValues): QuoteErrors {
  const errors: QuoteErrors = {};
  if (isBlank(values.name)) errors.name = 'Full name is required';
  const phone = values.phone.replace(/\s+/g, '');
  if (!phone) errors.phone = 'Phone number is required';
  else if (!/^[6-9]\d{9}$/.test(phone)) errors.phone = 'Please enter a valid 10-digit phone number';
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (isBlank(values.destination)) errors.destination = 'Destination is required';
  if (isBlank(values.departureCity)) errors.departureCity = 'Departure city is required';
  if (isBlank(values.date)) errors.date = 'Departure date is required';
  if (isBlank(values.noOfPeople)) errors.noOfPeople = 'Number of people is required';
  return errors;
}
