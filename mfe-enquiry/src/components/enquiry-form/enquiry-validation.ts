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
  type CountRule,
  type DateRule,
  type EmailRule,
  type TextRule,
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
  /** Phone call is ticked when the form opens (the API's default when none is sent). */
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
 * The phone field keeps digits only, at most ten. A pasted
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

/** The words a form gives the API's enquiry rules (each form that sends an enquiry may have its own). */
export interface EnquiryWords {
  name: TextRule;
  email: EmailRule;
  destination: TextRule;
  departureCity: TextRule;
  date: DateRule;
  noOfPeople: CountRule;
}

/**
 * A direct enquiry's first message per field, by the API's rules (@safarnama/contracts)
 * in a form's own words; `checkPhone` is the form's phone rule.
 */
export function checkEnquiry(values: EnquiryValues, words: EnquiryWords, checkPhone: (phone: string) => string | undefined, today?: string): EnquiryErrors {
  return firstErrors({
    name: checkText(words.name, values.name),
    phone: checkPhone(values.phone),
    email: checkEmail(words.email, values.email),
    destination: checkText(words.destination, values.destination),
    departureCity: checkText(words.departureCity, values.departureCity),
    date: checkTravelDate(words.date, values.date, today),
    noOfPeople: checkCount(words.noOfPeople, values.noOfPeople),
    contactPreference: checkContactPreference(values.contactPreference),
  });
}

/** The enquiry forms' rules, with the API's messages: 'Required' for an empty field. */
export function validateEnquiry(values: EnquiryValues, today?: string): EnquiryErrors {
  return checkEnquiry(values, rules, validatePhone, today);
}
