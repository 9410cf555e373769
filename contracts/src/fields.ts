// The field rules of every lead form, written once: the API builds its zod
// schemas from them (rules.ts, leads.ts) and the browser forms check them with
// the small functions below. This file imports nothing, so a form can use it
// without shipping zod to the visitor. Messages are the spec's.
import { addYears, isIsoDate, todayInIndia } from './dates';

export { todayInIndia };

export interface TextRule {
  required: string;
  wrongType?: string;
  min?: readonly [number, string];
  max: readonly [number, string];
  /** tabs and line breaks allowed (long text) */
  multiline?: boolean;
  /** A name or a place: only letters and digits count toward the minimum (one when there is none). */
  letters?: boolean;
}

export interface EmailRule {
  required: string;
  invalid: string;
}

export interface CountRule {
  min: number;
  max: number;
  required: string;
  range: string;
}

export interface DateRule {
  required: string;
  past: string;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Indian mobile numbers: ten digits starting 6-9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const EMAIL_MAX = 100;

export const VALID_MOBILE = 'Please enter a valid 10-digit mobile number';
export const INVALID_CHARS = 'Contains characters that are not allowed';
export const INVALID_DATE = 'Please enter a valid date (yyyy-mm-dd)';
export const DATE_TOO_FAR = 'Please select a date within the next 3 years';
export const TRAVEL_YEARS_AHEAD = 3;

// ---- characters a field must not hold
//
// Control characters have no business in a form field and some databases refuse
// them (PostgreSQL: NUL). Bidi embeddings, overrides and isolates reorder what a
// reader sees ("\u202Etxt.exe"); lone surrogates are not text at all (PostgreSQL
// stores U+FFFD instead), and U+FFFD itself (with the noncharacters after it) is
// what a body that was not UTF-8 decodes to ('José' sent as latin1): damaged text,
// never typed. Those are refused in every text. Tabs and line breaks
// (U+2028/U+2029 too) are allowed only where text is long. A single line also refuses the
// invisible characters (format characters such as zero-width spaces, soft hyphens
// and byte-order marks, and the blank "letters" U+115F, U+1160, U+3164, U+FFA0,
// U+2800): they make a name look shorter or emptier than it is. Zero-width
// (non-)joiners are the exception inside a word, where Indic scripts and Sinhala
// need them. The patterns use no lookbehind, which older Safari cannot parse.
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** Never in any text. */
export const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Cs}\uFFFD-\uFFFF]/u;
/** Blank characters that Unicode counts as letters or symbols. */
const BLANK_LETTERS = '\\u115F\\u1160\\u3164\\uFFA0\\u2800';
/** Damaged text: the replacement character and the noncharacters after it. */
const DAMAGED = '\\uFFFD-\\uFFFF';
/** Never in a single line (joiners inside a word are let through first: see hasForbiddenChars). */
const NOT_IN_LINE = `[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}${BLANK_LETTERS}${DAMAGED}]`;
const FORBIDDEN_IN_LINE = new RegExp(NOT_IN_LINE, 'u');
/** Zero-width (non-)joiners between two letters or marks, where a word needs them. */
const JOINER_IN_WORD = /([\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])/gu;
/** Space to tilde: none of it is a control, format, separator or blank character. */
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What tracking values lose (all of the above, joiners too: they are never part of a tracking value). */
const STRIPPED_FROM_TRACKING = new RegExp(NOT_IN_LINE, 'gu');
/** An email holds no control, format or blank character at all. */
const FORBIDDEN_IN_EMAIL = new RegExp(`[\\p{Cc}\\p{Cf}\\p{Cs}${BLANK_LETTERS}${DAMAGED}]`, 'u');
/* eslint-enable no-control-regex */
const LETTER_OR_DIGIT = new RegExp(`(?![${BLANK_LETTERS}])[\\p{L}\\p{N}]`, 'gu');
/** Something a reader can see: not a space, a mark on its own, a control/format character or a blank letter. */
const VISIBLE = new RegExp(`(?![${BLANK_LETTERS}])[^\\s\\p{M}\\p{Cc}\\p{Cf}\\p{Cs}]`, 'u');

/** True when the text holds a character its field refuses (multiline: long text such as a message). */
export function hasForbiddenChars(text: string, multiline = false): boolean {
  // nothing in printable ASCII is forbidden: answered without the Unicode classes
  if (PRINTABLE_ASCII.test(text)) return false;
  if (multiline) return FORBIDDEN_IN_TEXT.test(text);
  return FORBIDDEN_IN_LINE.test(text.replace(JOINER_IN_WORD, '$1'));
}

export function hasForbiddenEmailChars(email: string): boolean {
  return FORBIDDEN_IN_EMAIL.test(email);
}

/** Letters and digits in any script: what makes a name a name. */
export function countLettersAndDigits(text: string): number {
  return text.match(LETTER_OR_DIGIT)?.length ?? 0;
}

export function hasVisibleChars(text: string): boolean {
  return VISIBLE.test(text);
}

/** One rule for every stored tracking value: the characters a single line refuses are removed, then spaces trimmed. */
export function cleanTrackingText(text: string): string {
  // Printable ASCII loses nothing here: answered without running the Unicode classes over it.
  if (PRINTABLE_ASCII.test(text)) return text.trim();
  return text.replace(STRIPPED_FROM_TRACKING, '').trim();
}

const NAME = {
  letters: true,
  min: [2, 'Name must be at least 2 characters long'],
  max: [50, 'Name must be at most 50 characters long'],
} as const;
const CONTACT_EMAIL: EmailRule = { required: 'Email is required', invalid: 'Please enter a valid email address' };

/**
 * How the traveller wants to be contacted, on every lead form: at least
 * one way, Phone call preselected. Stored and sent in this order whatever order
 * they were ticked in. A client released before the field existed sends nothing,
 * and the API assumes a phone call.
 */
export const CONTACT_METHODS = ['phone', 'whatsapp', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const DEFAULT_CONTACT_PREFERENCE: readonly ContactMethod[] = ['phone'];

export const contactPreferenceField = {
  legend: 'How should we contact you?',
  labels: { phone: 'Phone call', whatsapp: 'WhatsApp', email: 'Email' } satisfies Record<ContactMethod, string>,
  /** The promise behind the question: travellers' first complaint is being called by every agent in town. */
  agents: 'Your details go to at most 3 verified agents, never more.',
  required: 'Please choose at least one way for us to contact you',
  invalid: "contactPreference must be a list of 'phone', 'whatsapp' and 'email'",
} as const;

/** The ticked ways in CONTACT_METHODS' order, each once; anything else is left out. */
export function orderedContactMethods(methods: readonly string[]): ContactMethod[] {
  return CONTACT_METHODS.filter((method) => methods.includes(method));
}

/** The forms keep the ticked ways as one comma-separated value ('phone,email'). */
export function parseContactPreference(value: string): ContactMethod[] {
  return orderedContactMethods(value.split(','));
}

export function joinContactPreference(methods: readonly string[]): string {
  return orderedContactMethods(methods).join(',');
}

/** How an agent reads the preference: 'Phone call, Email'. */
export function describeContactPreference(methods: readonly string[]): string {
  return orderedContactMethods(methods)
    .map((method) => contactPreferenceField.labels[method])
    .join(', ');
}

/** The package page's booking form (POST /api/package/request-book). */
export const bookingFields = {
  leadName: { required: 'Lead passenger name is required', wrongType: 'Lead passenger name must be text', ...NAME },
  duration: { required: 'Duration is required', max: [50, 'Duration must be at most 50 characters'] },
  noOfPerson: { min: 1, max: 50, required: 'Number of persons is required', range: 'Number of persons must be between 1 and 50' },
  departureCity: {
    required: 'Departure city is required',
    wrongType: 'Departure city must be text',
    letters: true,
    min: [2, 'Departure city must be at least 2 characters long'],
    max: [50, 'Departure city must be at most 50 characters long'],
  },
  date: { required: 'Travel date is required', past: 'Please select a future date' },
  email: CONTACT_EMAIL,
  phone: { required: 'Mobile number is required' },
} as const satisfies {
  leadName: TextRule;
  duration: TextRule;
  noOfPerson: CountRule;
  departureCity: TextRule;
  date: DateRule;
  email: EmailRule;
  phone: { required: string };
};

/** The enquiry popup and /enquiry (POST /api/direct-enquiry): every field says 'Required'. */
export const enquiryFields = {
  name: { required: 'Required', wrongType: 'Name must be text', ...NAME },
  phone: {
    required: 'Phone number is required',
    digits: 'Phone number must contain only digits',
    length: 'Phone number must be 10 digits',
  },
  email: { required: 'Required', invalid: 'Please enter a valid email address' },
  destination: { required: 'Required', wrongType: 'Destination must be text', letters: true, max: [100, 'Destination must be at most 100 characters'] },
  departureCity: { required: 'Required', wrongType: 'Departure city must be text', letters: true, max: [50, 'Departure city must be at most 50 characters long'] },
  noOfPeople: { min: 1, max: 50, required: 'Required', range: 'Number of people must be between 1 and 50' },
  date: { required: 'Required', past: 'Please select a future date' },
} as const satisfies {
  name: TextRule;
  phone: { required: string; digits: string; length: string };
  email: EmailRule;
  destination: TextRule;
  departureCity: TextRule;
  noOfPeople: CountRule;
  date: DateRule;
};

/** The contact and support forms (POST /api/contact). */
export const contactFields = {
  name: { required: 'Name is required', wrongType: 'Name must be text', ...NAME },
  email: CONTACT_EMAIL,
  message: { required: 'Message is required', wrongType: 'Message must be text', max: [5000, 'Message must be at most 5000 characters'], multiline: true },
} as const satisfies { name: TextRule; email: EmailRule; message: TextRule };

/** The footer's newsletter form (POST /api/newsletter). */
export const newsletterFields = {
  email: { required: 'Valid email is required *', invalid: 'Valid email is required *' },
} as const satisfies { email: EmailRule };

// ---- the browser's checks: the same rules, the first message that applies

/** The first message of each field that has one; an empty object when all is well. */
export function firstErrors<K extends string>(found: Record<K, string | undefined>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(found) as K[]) if (found[key]) errors[key] = found[key];
  return errors;
}

/**
 * Trimmed text: required, then the length rules (letters and digits only, for a
 * name or a place), then the characters, then something visible (a field of
 * invisible characters is as empty as a blank one).
 */
export function checkText(rule: TextRule, value: string): string | undefined {
  const text = value.trim();
  if (!text) return rule.required;
  if (rule.min && text.length < rule.min[0]) return rule.min[1];
  if (rule.letters && countLettersAndDigits(text) < minLetters(rule)) return rule.min?.[1] ?? rule.required;
  if (text.length > rule.max[0]) return rule.max[1];
  if (hasForbiddenChars(text, rule.multiline)) return INVALID_CHARS;
  if (!hasVisibleChars(text)) return rule.required;
  return undefined;
}

/** The letters and digits a name or place needs: its minimum length, at least one. */
export function minLetters(rule: TextRule): number {
  return rule.min?.[0] ?? 1;
}

export function checkEmail(rule: EmailRule, value: string): string | undefined {
  const email = value.trim();
  if (!email) return rule.required;
  if (email.length > EMAIL_MAX) return `Email must be at most ${EMAIL_MAX} characters`;
  if (!EMAIL_PATTERN.test(email) || hasForbiddenEmailChars(email)) return rule.invalid;
  return undefined;
}

/** Spaces and hyphens a visitor types in a phone number are ignored. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The booking form's phone: ten digits starting 6-9 (the quote popup words the refusal its own way). */
export function checkMobile(rule: { required: string; invalid?: string }, value: string): string | undefined {
  const phone = phoneDigits(value);
  if (!phone) return rule.required;
  if (!MOBILE_PATTERN.test(phone)) return rule.invalid ?? VALID_MOBILE;
  return undefined;
}

/** The enquiry form's phone, with its own message for each way it can be wrong. */
export function checkEnquiryPhone(rule: { required: string; digits: string; length: string }, value: string): string | undefined {
  const phone = phoneDigits(value);
  if (!phone) return rule.required;
  if (!/^\d+$/.test(phone)) return rule.digits;
  if (phone.length !== 10) return rule.length;
  if (!MOBILE_PATTERN.test(phone)) return VALID_MOBILE;
  return undefined;
}

/** A whole number in the rule's range, typed as text. */
export function checkCount(rule: CountRule, value: string): string | undefined {
  const text = value.trim();
  if (!text) return rule.required;
  if (!/^\d{1,6}$/.test(text)) return rule.range;
  const n = Number(text);
  if (n < rule.min || n > rule.max) return rule.range;
  return undefined;
}

/** yyyy-mm-dd, today in India or later, within three years. */
export function checkTravelDate(rule: DateRule, value: string, today: string = todayInIndia()): string | undefined {
  const date = value.trim();
  if (!date) return rule.required;
  if (!isIsoDate(date)) return INVALID_DATE;
  if (date < today) return rule.past;
  if (date > addYears(today, TRAVEL_YEARS_AHEAD)) return DATE_TOO_FAR;
  return undefined;
}

/** The form's check of the contact preference (kept as 'phone,email'): at least one way. */
export function checkContactPreference(value: string): string | undefined {
  return parseContactPreference(value).length === 0 ? contactPreferenceField.required : undefined;
}

/**
 * The lead forms' honeypot field: people never see or reach it, so only a script
 * fills it in (the server then answers as if stored and stores nothing).
 */
export const HONEYPOT_FIELD = 'website';
/** The header that carries a lead write's solved proof-of-work challenge. */
export const BOT_CHECK_HEADER = 'X-Bot-Check';
