import { patterns } from '@safarnama/shared';
import { isBlank, isEmail } from '../../lib/form-helpers';

export const ENQUIRY_FIELDS = ['name', 'phone', 'email', 'destination', 'departureCity', 'date', 'noOfPeople'] as const;
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
};

export const REQUIRED = 'Required';
export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_LENGTH = 'Phone number must be 10 digits';
export const PHONE_DIGITS = 'Phone number must contain only digits';
/** The server's rule (Indian mobile numbers start with 6-9), checked here so the form never sends what it refuses. */
export const PHONE_MOBILE = 'Please enter a valid 10-digit mobile number';
export const EMAIL_INVALID = 'Please enter a valid email address';
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
  const value = phone.trim();
  if (!value) return PHONE_REQUIRED;
  if (!/^\d+$/.test(value)) return PHONE_DIGITS;
  if (value.length !== 10) return PHONE_LENGTH;
  if (!patterns.mobile.test(value)) return PHONE_MOBILE;
  return undefined;
}

/** Every field required ('Required'; whitespace-only is empty), the phone and email rules of the spec. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    if (isBlank(values[field])) errors[field] = REQUIRED;
  }
  const phone = validatePhone(values.phone);
  if (phone) errors.phone = phone;
  if (!errors.email && !isEmail(values.email)) errors.email = EMAIL_INVALID;
  if (!errors.name && values.name.trim().length < 2) errors.name = 'Name must be at least 2 characters long';
  return errors;
}

export function hasErrors(errors: EnquiryErrors): boolean {
  return Object.values(errors).some(Boolean);
}
