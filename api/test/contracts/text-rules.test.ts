// The text rules for what a visitor types, through the schemas the API validates with: names and
// places need real letters or digits, a single line refuses control, format (bidi,
// zero-width), blank and separator characters and lone surrogates, long text
// refuses controls, bidi and lone surrogates, and every tracking value loses the
// characters a single line refuses. Messages are the exact ones a visitor reads.
import {
  BookingRequest,
  ChatRequest,
  cleanTrackingText,
  ContactMessage,
  DestinationQuery,
  DirectEnquiry,
  HomeSearchRequest,
  NewsletterRequest,
  PackageNameParams,
  SearchTrackingPayload,
  addYears,
  todayInIndia,
} from '@safarnama/contracts';
import type { z } from 'zod';

const date = addYears(todayInIndia(), 1);
const enquiry = { name: 'Priya Sharma', phone: '9876543210', email: 'priya@example.in', destination: 'Goa', departureCity: 'Delhi', noOfPeople: 2, date };
const booking = {
  duration: '4 Days / 3 Nights', leadName: 'Rahul Verma', noOfPerson: 2, packageDetailId: 1, departureCity: 'Mumbai', date,
  email: 'rahul@example.in', phone: '9123456780',
};
const contact = { name: 'Asha Rao', email: 'asha@example.in', message: 'Hello', captchaId: 'a'.repeat(20), captcha: 'AB12CD' };

/** Every message the schema gives, by field; {} when the body passes. */
function messages(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
}

const INVALID = 'Contains characters that are not allowed';

describe('names and places need real letters or digits', () => {
  const invisible: [string, string][] = [
    ['two zero-width joiners', '\u200D\u200D'],
    ['zero-width non-joiner and space', '\u200C\u200B'],
    ['two Hangul fillers', '\u3164\u3164'],
    ['two braille blanks', '\u2800\u2800'],
    ['two soft hyphens', '\u00AD\u00AD'],
    ['combining marks alone', '\u0301\u0308'],
    ['one letter and a zero-width space', 'A\u200B'],
    ['one letter and its accent', 'A\u0301'],
  ];
  it.each(invisible)('%s: "at least 2 characters" in every name and city that has a minimum', (_label, value) => {
    expect(messages(DirectEnquiry, { ...enquiry, name: value })).toEqual({ name: 'Name must be at least 2 characters long' });
    expect(messages(BookingRequest, { ...booking, leadName: value })).toEqual({ leadName: 'Name must be at least 2 characters long' });
    expect(messages(BookingRequest, { ...booking, departureCity: value })).toEqual({ departureCity: 'Departure city must be at least 2 characters long' });
    expect(messages(ContactMessage, { ...contact, name: value })).toEqual({ name: 'Name must be at least 2 characters long' });
  });

  it("the enquiry's destination and city (no minimum) need one letter or digit, else 'Required'", () => {
    expect(messages(DirectEnquiry, { ...enquiry, destination: '\u3164', departureCity: '\u200D' })).toEqual({ destination: 'Required', departureCity: 'Required' });
    expect(messages(DirectEnquiry, { ...enquiry, destination: '...', departureCity: '\u0301' })).toEqual({ destination: 'Required', departureCity: 'Required' });
    expect(messages(DirectEnquiry, { ...enquiry, destination: '7', departureCity: 'D' })).toEqual({});
  });

  it('letters of any script and digits count; joiners inside a word are part of it', () => {
    for (const name of ['José', 'Øy', '李小龙', 'प्रिया', 'क्\u200Dष', 'ശ്രീ\u200Cനാഥ്', 'R2']) {
      expect(messages(DirectEnquiry, { ...enquiry, name })).toEqual({});
    }
  });
});

describe('a single line refuses control, bidi, separator and invisible characters', () => {
  const refused: [string, string][] = [
    ['a right-to-left override', 'Priya\u202E'],
    ['an isolate', 'Pri\u2066ya\u2069'],
    ['a left-to-right embedding', '\u202APriya'],
    ['C1 next line (U+0085)', 'Pri\u0085ya'],
    ['C1 CSI (U+009B)', 'Priya\u009B'],
    ['a line separator', 'Pri\u2028ya'],
    ['a paragraph separator', 'Pri\u2029ya'],
    ['a lone high surrogate', 'Priya\uD800'],
    ['a lone low surrogate', 'Pri\uDC00ya'],
    ['NUL', 'Pri\u0000ya'],
    ['a tab', 'Pri\tya'],
    ['a zero-width space inside', 'Pri\u200Bya'],
    ['a soft hyphen', 'Pri\u00ADya'],
    ['a Hangul filler after the name', 'Priya\u3164'],
    ['a joiner at the start of a word', '\u200DPriya'],
    ['a byte-order mark inside', 'Pri\uFEFFya'],
    ['a replacement character (a latin1 body read as UTF-8)', 'Jos\uFFFD'],
    ['a noncharacter', 'Priya\uFFFF'],
  ];
  it.each(refused)('%s: the field says so', (_label, value) => {
    expect(messages(DirectEnquiry, { ...enquiry, name: value, destination: value, departureCity: value })).toEqual({
      name: INVALID,
      destination: INVALID,
      departureCity: INVALID,
    });
    expect(messages(BookingRequest, { ...booking, leadName: value, duration: value })).toEqual({ leadName: INVALID, duration: INVALID });
    expect(messages(ContactMessage, { ...contact, subject: value })).toEqual({ subject: INVALID });
    expect(messages(DirectEnquiry, { ...enquiry, websiteName: value })).toEqual({ websiteName: INVALID });
    expect(messages(NewsletterRequest, { email: 'a@b.co', accessKey: value })).toEqual({ accessKey: INVALID });
  });

  it.each(refused)('%s: an email with it is invalid, with the form\'s own words', (_label, value) => {
    const address = `${value.replace('Priya', 'priya').replace('Pri', 'pri')}@example.in`;
    expect(messages(DirectEnquiry, { ...enquiry, email: address })).toEqual({ email: 'Please enter a valid email address' });
    expect(messages(NewsletterRequest, { email: address })).toEqual({ email: 'Valid email is required *' });
  });

  it('search names in a query string, a path or a body refuse them too', () => {
    expect(messages(DestinationQuery, { destinationName: 'go\u0000a' })).toEqual({ destinationName: INVALID });
    expect(messages(DestinationQuery, { destinationName: 'goa\u202E' })).toEqual({ destinationName: INVALID });
    expect(messages(PackageNameParams, { packageName: 'goa\uD800' })).toEqual({ packageName: INVALID });
    expect(messages(HomeSearchRequest, { destinationName: 'go\u0000a' })).toEqual({ destinationName: INVALID });
    expect(messages(HomeSearchRequest, { destinationName: 'goa\u2028' + 'x' })).toEqual({ destinationName: INVALID });
    expect(messages(HomeSearchRequest, { destinationName: 'Goa' })).toEqual({});
  });
});

describe('long text (contact message, chat) keeps its line breaks but refuses the rest', () => {
  it('tabs, line breaks and emoji joiners are fine', () => {
    expect(messages(ContactMessage, { ...contact, message: 'Line one\r\nLine two\tand\u2028three 👨\u200D👩\u200D👧' })).toEqual({});
    expect(messages(ChatRequest, { human: 'Goa\nin May?' })).toEqual({});
  });

  it.each([
    ['NUL', 'Hello\u0000'],
    ['a bidi override', 'Hello \u202Eevil'],
    ['an isolate', 'Hello \u2067x\u2069'],
    ['C1 next line', 'Hello\u0085there'],
    ['a lone surrogate', 'Hello\uDBFF'],
    ['a vertical tab', 'Hello\u000Bthere'],
    ['a replacement character', 'Caf\uFFFD'],
  ])('%s is refused in a contact message and a chat message', (_label, value) => {
    expect(messages(ContactMessage, { ...contact, message: value })).toEqual({ message: INVALID });
    expect(messages(ChatRequest, { human: value })).toEqual({ human: INVALID });
  });

  it('a message of invisible characters is as empty as a blank one', () => {
    expect(messages(ContactMessage, { ...contact, message: '\u200B\u200D' })).toEqual({ message: 'Message is required' });
    expect(messages(ChatRequest, { human: '\u3164' })).toEqual({ human: 'Please type a message.' });
    expect(messages(ChatRequest, { human: '\u0301' })).toEqual({ human: 'Please type a message.' });
  });
});

describe('numbers fit their columns (PostgreSQL integer: up to 2,147,483,647)', () => {
  const DESTINATION_ID = 'destinationId must be a destination id (a whole number from 1) or null';
  it.each([[2 ** 31], [2 ** 53], [1e308], [-1], [0], [1.5]])('destinationId %p is refused with its own message', (destinationId) => {
    expect(messages(HomeSearchRequest, { destinationId })).toEqual({ destinationId: DESTINATION_ID });
  });

  it('the largest id that fits is a search (found or not)', () => {
    expect(messages(HomeSearchRequest, { destinationId: 2_147_483_647 })).toEqual({});
  });

  it.each([[2 ** 31], [-(2 ** 31) - 1], [1e308], [0.5]])('the tracking id %p is refused', (id) => {
    expect(messages(SearchTrackingPayload, { id })).toEqual({ id: 'id must be a whole number' });
  });
});

describe('tracking values: one rule for every stored value', () => {
  it('the characters a single line refuses are removed, then spaces trimmed', () => {
    expect(cleanTrackingText(' go\u0000a\u200B\u202E\u3164\u0085\u2028\uD800\uFFFD ')).toBe('goa');
    expect(cleanTrackingText('क्\u200Dष')).toBe('क्ष');
  });

  it('every tracking field of a search body is cleaned the same way', () => {
    const dirty = 'Chr\u0000ome\u202E\u200B\u3164\u0085';
    const parsed = SearchTrackingPayload.parse({ browser: dirty, deviceType: dirty, utmSource: dirty, utmMedium: dirty, utmCampaign: dirty, utmContent: dirty, date: dirty, source: dirty, sourceMedia: dirty, pageName: dirty });
    const { id: _id, websiteId: _websiteId, ...texts } = parsed;
    expect(new Set(Object.values(texts))).toEqual(new Set(['Chrome']));
    const enquiryParsed = DirectEnquiry.parse({ ...enquiry, utm_source: dirty, browser: dirty });
    expect([enquiryParsed.utm_source, enquiryParsed.browser]).toEqual(['Chrome', 'Chrome']);
  });
});
