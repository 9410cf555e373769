import {
  checkContactPreference,
  checkCount,
  checkEmail,
  checkEnquiryPhone,
  checkText,
  checkTravelDate,
  enquiryFields as rules,
  firstErrors,
  VALID_MOBILE,
} from '@safarnama/contracts/fields';

export const ENQUIRY_FIELDS = ['name', 'phone', 'email', 'destination', 'departureCity', 'date', 'noOfPeople', 'contactPreference'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const EMPTY_ENQUIRY: EnquiryValues = {
  name: '',
  phone: '',
  email: '',
  destination: '',
  departureCity: '',
  date: '',
  noOfPeople: '',
  /** Phone call is ticked when the form opens (issue 15). */
  contactPreference: 'phone',
};

export const REQUIRED = rules.name.required;
export const PHONE_REQUIRED = rules.phone.required;
export const PHONE_LENGTH = rules.phone.length;
export const PHONE_DIGITS = rules.phone.digits;
export const PHONE_MOBILE = VALID_MOBILE;
export const EMAIL_INVALID = rules.email.invalid;
export const FIX_ERRORS = 'Please fix the highlighted errors above.';

/**
 * The phone field keeps digits only, at most ten (spec 1, section 5). A pasted
 * number with the country code ("+91 98765 43210") or a trunk 0 loses that prefix
 * first, since +91 is already shown in front of the field.
 */
export function cleanPhone(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > 10 && /^\+?\s*91/.test(typed.trim())) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

export function validatePhone(phone: string): string | undefined {
  return checkEnquiryPhone(rules.phone, phone);
}

/** The API's rules for a direct enquiry (@safarnama/contracts), with its messages: 'Required' for an empty field. */
export function validateEnquiry(values: EnquiryValues, today?: string): EnquiryErrors {
  return firstErrors({
    name: checkText(rules.name, values.name),
    phone: validatePhone(values.phone),
    email: checkEmail(rules.email, values.email),
    destination: checkText(rules.destination, values.destination),
    departureCity: checkText(rules.departureCity, values.departureCity),
    date: checkTravelDate(rules.date, values.date, today),
    noOfPeople: checkCount(rules.noOfPeople, values.noOfPeople),
    contactPreference: checkContactPreference(values.contactPreference),
  });
}
