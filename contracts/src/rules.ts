// Building blocks shared by every area: the response envelope, the error shape,
// and the zod form of the field rules in fields.ts (the API's validation and the
// browser forms' checks come from the same rule objects and messages).
import { z } from 'zod';
import { addYears, isIsoDate, todayInIndia } from './dates';
import {
  CONTACT_METHODS,
  contactPreferenceField,
  DEFAULT_CONTACT_PREFERENCE,
  type ContactMethod,
  orderedContactMethods,
  cleanTrackingText,
  countLettersAndDigits,
  DATE_TOO_FAR,
  EMAIL_MAX,
  EMAIL_PATTERN,
  hasForbiddenChars,
  hasForbiddenEmailChars,
  hasVisibleChars,
  INVALID_CHARS,
  INVALID_DATE,
  minLetters,
  MOBILE_PATTERN,
  TRAVEL_YEARS_AHEAD,
  VALID_MOBILE,
  type CountRule,
  type DateRule,
  type EmailRule,
  type TextRule,
} from './fields';

export const ErrorDetail = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof ErrorDetail>;

export const ErrorEnvelope = z
  .object({
    code: z.literal(0),
    message: z.string(),
    data: z.null().optional(),
    errors: z.array(ErrorDetail).optional(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Every failure: code 0, a human message, per-field errors for 400.' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(1), message: z.string(), data });
}

/** A JSON request body: anything but an object is refused with one message (the API gives it for an empty body too). */
export function bodyObject<Fields extends z.core.$ZodLooseShape>(fields: Fields) {
  return z.object(fields, { error: 'Request body must be a JSON object' });
}

/** A request body named `id` in the OpenAPI document. */
export function requestBody<Fields extends z.core.$ZodLooseShape>(id: string, fields: Fields) {
  return bodyObject(fields).meta({ id });
}

/** The error answers a route documents (authCode, bad input, rate limit). */
export const commonErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
} as const;

export const AUTH_CODE_DESCRIPTION = 'The public site access code (see /config.json).';

export const authCodeField = z.string().optional().describe(AUTH_CODE_DESCRIPTION);

function typeError(required: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : wrongType);
}

/** A required text field: trimmed, whitespace-only counts as empty; the checks and their order are checkText's (fields.ts). */
export function requiredText(rule: TextRule) {
  let schema = z
    .string({ error: typeError(rule.required, rule.wrongType ?? rule.required) })
    .trim()
    .min(1, { error: rule.required, abort: true });
  if (rule.min) schema = schema.min(rule.min[0], { error: rule.min[1], abort: true });
  if (rule.letters) {
    schema = schema.refine((s) => countLettersAndDigits(s) >= minLetters(rule), { error: rule.min?.[1] ?? rule.required, abort: true });
  }
  return schema
    .max(rule.max[0], { error: rule.max[1], abort: true })
    .refine((s) => !hasForbiddenChars(s, rule.multiline), { error: INVALID_CHARS, abort: true })
    .refine(hasVisibleChars, { error: rule.required, abort: true });
}

/** An optional text field: absent or null becomes ''. */
export function optionalText(max: number, label: string, multiline = false) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine((s) => !hasForbiddenChars(s, multiline), { error: INVALID_CHARS, abort: true })
    .nullish()
    .transform((s) => s ?? '');
}

export function email(messages: EmailRule) {
  return z
    .string({ error: typeError(messages.required, messages.invalid) })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters`, abort: true })
    .regex(EMAIL_PATTERN, { error: messages.invalid, abort: true })
    .refine((s) => !hasForbiddenEmailChars(s), { error: messages.invalid, abort: true });
}

/** Booking form phone: exactly 10 digits starting 6-9 (spaces and hyphens ignored). */
export function mobileNumber(required: string) {
  return z
    .string({ error: typeError(required, VALID_MOBILE) })
    .overwrite((s) => s.replace(/[\s-]/g, ''))
    .min(1, { error: required, abort: true })
    .regex(MOBILE_PATTERN, { error: VALID_MOBILE, abort: true });
}

/** Enquiry form phone with the enquiry form's own messages. */
export function enquiryPhone(rule: { required: string; digits: string; length: string }) {
  return z
    .string({ error: typeError(rule.required, rule.digits) })
    .overwrite((s) => s.replace(/[\s-]/g, ''))
    .min(1, { error: rule.required, abort: true })
    .regex(/^\d+$/, { error: rule.digits, abort: true })
    .length(10, { error: rule.length, abort: true })
    .regex(MOBILE_PATTERN, { error: VALID_MOBILE, abort: true });
}

/** A whole number in a range; digit strings ("2") are accepted as numbers, a blank one is absent. */
export function boundedInt({ min, max, ...messages }: CountRule) {
  return z.preprocess(
    (v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: typeError(messages.required, messages.range) })
      .int({ error: messages.range, abort: true })
      .min(min, { error: messages.range, abort: true })
      .max(max, { error: messages.range, abort: true }),
  );
}

/** yyyy-mm-dd, today (India time) or later, within three years. */
export function travelDate(messages: DateRule) {
  return z
    .string({ error: typeError(messages.required, INVALID_DATE) })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isIsoDate, { error: INVALID_DATE, abort: true })
    .refine((d) => d >= todayInIndia(), { error: messages.past, abort: true })
    .refine((d) => d <= addYears(todayInIndia(), TRAVEL_YEARS_AHEAD), { error: DATE_TOO_FAR, abort: true });
}

/** A positive id in a query string or path ("12"); '' counts as absent when optional. */
export function idParam(label: string) {
  return z
    .string({ error: `${label} must be a positive whole number` })
    .regex(/^\d{1,9}$/, { error: `${label} must be a positive whole number`, abort: true })
    .transform(Number)
    .refine((n) => n > 0, { error: `${label} must be a positive whole number` });
}

export function optionalIdParam(label: string) {
  return z.preprocess((v) => (v === '' ? undefined : v), idParam(label).optional());
}

/** A name carried in a query string or path: one line of text. */
export function nameParam(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine((s) => !hasForbiddenChars(s), { error: INVALID_CHARS, abort: true });
}

/**
 * Tracking values are best effort: typed, bounded, never a reason to refuse a
 * search. What a single line may not hold is removed (cleanTrackingText, the one
 * rule for every stored tracking value).
 */
export function trackingText(label: string, max = 200) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .nullish()
    .transform((s) => cleanTrackingText(s ?? ''));
}

/** PostgreSQL's integer column: ids, counts and prices stored as integer must fit it. */
export const INT32_MAX = 2_147_483_647;

/** A whole number the integer column takes. */
export function fitsInt32(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= -INT32_MAX - 1 && (n as number) <= INT32_MAX;
}

/**
 * The lead's contact preference: a list of 'phone', 'whatsapp' and 'email', at least
 * one; stored in that order, each once. Absent (a client older than the field) is a
 * phone call.
 */
export function contactPreference() {
  // Each entry is checked on the list as a whole, so that every message names the
  // field the form shows ('contactPreference', not 'contactPreference.0').
  return z
    .array(z.unknown(), { error: contactPreferenceField.invalid })
    .min(1, { error: contactPreferenceField.required, abort: true })
    .max(CONTACT_METHODS.length, { error: contactPreferenceField.invalid, abort: true })
    .refine((list) => list.every(isContactMethod), { error: contactPreferenceField.invalid, abort: true })
    .nullish()
    .transform((methods) => (methods == null ? [...DEFAULT_CONTACT_PREFERENCE] : orderedContactMethods(methods as ContactMethod[])))
    .meta({
      description: "How the traveller wants to be contacted: 'phone', 'whatsapp' and/or 'email' (at least one). Absent: ['phone'].",
      items: { type: 'string', enum: [...CONTACT_METHODS] },
    });
}

function isContactMethod(value: unknown): value is ContactMethod {
  return (CONTACT_METHODS as readonly unknown[]).includes(value);
}
