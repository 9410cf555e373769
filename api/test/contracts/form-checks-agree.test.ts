// The browser forms check fields with fields.ts (no zod in the page); the API
// validates with the zod schemas built from the same rules. For each field and a
// spread of typed values, both must give the same first message (or none).
import {
  BookingRequest,
  bookingFields,
  checkCount,
  checkEmail,
  checkEnquiryPhone,
  checkMobile,
  checkText,
  checkTravelDate,
  ContactMessage,
  contactFields,
  DirectEnquiry,
  enquiryFields,
  NewsletterRequest,
  newsletterFields,
  addYears,
  todayInIndia,
} from '@safarnama/contracts';
import type { z } from 'zod';

const today = todayInIndia();
const texts = [
  '', '   ', 'A', 'Al', ' Priya Sharma ', 'x'.repeat(50), 'x'.repeat(51), 'x'.repeat(101), 'Tab\there', 'Line\nbreak', 'Nul\u0000',
  // invisible: zero-width joiners and spaces, Hangul filler, braille blank, soft hyphen, combining marks alone
  '\u200D\u200D', '\u200C\u200B', '\u3164\u3164', '\u2800\u2800', '\u00AD\u00AD', '\u0301\u0301', 'A\u200B', 'A\u0301', '\u200B'.repeat(60),
  'Priya\u200B', 'Pri\u00ADya', 'Priya\u3164', '\u200DPriya', 'क्\u200Dष', 'ശ്രീ\u200Cനാഥ്',
  // bidi, C1, line and paragraph separators, lone surrogates
  'Priya\u202E', 'Priya\u2066x\u2069', 'Priya\u0085', 'Priya\u009B', 'Pri\u2028ya', 'Pri\u2029ya', 'Priya\uD800', '\uDC00Priya',
  'Jos\uFFFD', 'Hello\uFFFF', 'Priya 😀', 'José', '李小龙', '42',
];
const emails = [
  '', ' ', 'priya', 'priya@', 'priya@example', 'Priya@Example.IN', ' a@b.co ', 'a b@c.de', `${'a'.repeat(95)}@b.com`,
  'pri\u202Eya@example.in', 'priya@exa\u200Bmple.in', 'priya\u0085@example.in', 'priya@example.in\u009B', 'pri\u2028ya@example.in',
  'priya\uD800@example.in', 'pri\u00ADya@example.in', 'pri\u3164ya@example.in', 'priya@ex\u0000ample.in', 'jos\uFFFD@example.in',
];
const phones = ['', '98765', '9876543210', '98765 43210', '98765-43210', '1234567890', '98765abcde', '987654321012', '+919876543210'];
const counts = ['', ' ', '0', '1', '2', ' 3 ', '50', '51', '2.5', '-1', 'two', '1e1'];
const dates = ['', 'tomorrow', '2025-02-30', addYears(today, -1), today, addYears(today, 1), addYears(today, 3), addYears(today, 4)];

/** The API's first message for one field of a body, or undefined when that field passes. */
function serverMessage(schema: z.ZodType, body: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const validEnquiry = {
  name: 'Priya Sharma', phone: '9876543210', email: 'priya@example.in', destination: 'Goa', departureCity: 'Delhi',
  noOfPeople: 2, date: addYears(today, 1),
};
const validBooking = {
  duration: '4 Days / 3 Nights', leadName: 'Rahul Verma', noOfPerson: 2, packageDetailId: 1, departureCity: 'Mumbai',
  date: addYears(today, 1), email: 'rahul@example.in', phone: '9123456780',
};
const validContact = { name: 'Asha Rao', email: 'asha@example.in', message: 'Hello' };

const cases: [string, string, z.ZodType, Record<string, unknown>, string[], (value: string) => string | undefined][] = [
  ['enquiry', 'name', DirectEnquiry, validEnquiry, texts, (v) => checkText(enquiryFields.name, v)],
  ['enquiry', 'destination', DirectEnquiry, validEnquiry, texts, (v) => checkText(enquiryFields.destination, v)],
  ['enquiry', 'departureCity', DirectEnquiry, validEnquiry, texts, (v) => checkText(enquiryFields.departureCity, v)],
  ['enquiry', 'email', DirectEnquiry, validEnquiry, emails, (v) => checkEmail(enquiryFields.email, v)],
  ['enquiry', 'phone', DirectEnquiry, validEnquiry, phones, (v) => checkEnquiryPhone(enquiryFields.phone, v)],
  ['enquiry', 'noOfPeople', DirectEnquiry, validEnquiry, counts, (v) => checkCount(enquiryFields.noOfPeople, v)],
  ['enquiry', 'date', DirectEnquiry, validEnquiry, dates, (v) => checkTravelDate(enquiryFields.date, v)],
  ['booking', 'leadName', BookingRequest, validBooking, texts, (v) => checkText(bookingFields.leadName, v)],
  ['booking', 'departureCity', BookingRequest, validBooking, texts, (v) => checkText(bookingFields.departureCity, v)],
  ['booking', 'email', BookingRequest, validBooking, emails, (v) => checkEmail(bookingFields.email, v)],
  ['booking', 'phone', BookingRequest, validBooking, phones, (v) => checkMobile(bookingFields.phone, v)],
  ['booking', 'noOfPerson', BookingRequest, validBooking, counts, (v) => checkCount(bookingFields.noOfPerson, v)],
  ['booking', 'date', BookingRequest, validBooking, dates, (v) => checkTravelDate(bookingFields.date, v)],
  ['contact', 'name', ContactMessage, validContact, texts, (v) => checkText(contactFields.name, v)],
  ['contact', 'email', ContactMessage, validContact, emails, (v) => checkEmail(contactFields.email, v)],
  ['contact', 'message', ContactMessage, validContact, texts, (v) => checkText(contactFields.message, v)],
  ['newsletter', 'email', NewsletterRequest, {}, emails, (v) => checkEmail(newsletterFields.email, v)],
];

describe.each(cases)('%s form, field %s', (_form, field, schema, valid, values, check) => {
  it.each(values)('%j: the form and the API agree', (value) => {
    expect(check(value)).toBe(serverMessage(schema, { ...valid, [field]: value }, field));
  });
});
