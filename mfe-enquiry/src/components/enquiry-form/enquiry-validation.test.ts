import { cleanPhone, validateEnquiry, validatePhone, EMPTY_ENQUIRY } from './enquiry-validation';

/** The one mobile number the cases below write in different ways. */
const MOBILE = '9876543210';

it('keeps only digits, at most ten', () => {
  expect(cleanPhone('98a76-54 3210999')).toBe(MOBILE);
  expect(cleanPhone('98 7654-3210')).toBe(MOBILE);
});

it('drops a pasted +91 or trunk 0', () => {
  expect(cleanPhone('+91 98765 43210')).toBe(MOBILE);
  expect(cleanPhone('91-9876543210')).toBe(MOBILE);
  expect(cleanPhone('09876543210')).toBe(MOBILE);
});

it('has the spec’s three phone messages, then the server’s mobile rule', () => {
  expect(validatePhone('')).toBe('Phone number is required');
  expect(validatePhone('98765abcde')).toBe('Phone number must contain only digits');
  // the API's rule: spaces and hyphens a visitor types are ignored
  expect(validatePhone('98765-43210')).toBeUndefined();
  expect(validatePhone('98765')).toBe('Phone number must be 10 digits');
  expect(validatePhone('1234567890')).toBe('Please enter a valid 10-digit mobile number');
  expect(validatePhone(MOBILE)).toBeUndefined();
});

it('treats whitespace-only as empty', () => {
  const errors = validateEnquiry({ ...EMPTY_ENQUIRY, name: '  ', destination: '\t' });
  expect(errors.name).toBe('Required');
  expect(errors.destination).toBe('Required');
});
