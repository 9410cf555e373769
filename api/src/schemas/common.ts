// Building blocks shared by every area: the response envelope, the error shape,
// and field rules that turn client mistakes into the spec's messages.
import { z } from 'zod';
import { addYears, isIsoDate, todayInIndia } from '../lib/dates';

export const ErrorDetail = z.object({ field: z.string(), message: z.string() });

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

/** The error answers a route documents (authCode, bad input, rate limit). */
export const commonErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
} as const;

export const AUTH_CODE_DESCRIPTION = 'The public site access code (see /config.json).';

export const authCodeField = z.string().optional().describe(AUTH_CODE_DESCRIPTION);

// Control characters (NUL and friends) have no business in a form field and some
// databases refuse them; tabs and line breaks are allowed where text is long.
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F]/;
const ALL_CONTROL_CHARS = /[\u0000-\u001F\u007F]/g;
/* eslint-enable no-control-regex */
export const INVALID_CHARS = 'Contains characters that are not allowed';

function typeError(required: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : wrongType);
}

interface TextRule {
  required: string;
  wrongType?: string;
  min?: [number, string];
  max: [number, string];
  multiline?: boolean;
}

/** A required text field: trimmed, whitespace-only counts as empty. */
export function requiredText(rule: TextRule) {
  let schema = z
    .string({ error: typeError(rule.required, rule.wrongType ?? rule.required) })
    .trim()
    .min(1, { error: rule.required, abort: true });
  if (rule.min) schema = schema.min(rule.min[0], { error: rule.min[1], abort: true });
  return schema
    .max(rule.max[0], { error: rule.max[1], abort: true })
    .refine((s) => !(rule.multiline ? CONTROL_CHARS : CONTROL_CHARS_SINGLE_LINE).test(s), { error: INVALID_CHARS, abort: true });
}

/** An optional text field: absent or null becomes ''. */
export function optionalText(max: number, label: string, multiline = false) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .refine((s) => !(multiline ? CONTROL_CHARS : CONTROL_CHARS_SINGLE_LINE).test(s), { error: INVALID_CHARS, abort: true })
    .nullish()
    .transform((s) => s ?? '');
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function email(messages: { required: string; invalid: string }) {
  return z
    .string({ error: typeError(messages.required, messages.invalid) })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required, abort: true })
    .max(100, { error: 'Email must be at most 100 characters', abort: true })
    .regex(EMAIL_PATTERN, { error: messages.invalid, abort: true })
    .refine((s) => !CONTROL_CHARS_SINGLE_LINE.test(s), { error: messages.invalid, abort: true });
}

const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const VALID_MOBILE = 'Please enter a valid 10-digit mobile number';

/** Booking form phone: exactly 10 digits starting 6-9 (spaces and hyphens ignored). */
export function mobileNumber(required: string) {
  return z
    .string({ error: typeError(required, VALID_MOBILE) })
    .overwrite((s) => s.replace(/[\s-]/g, ''))
    .min(1, { error: required, abort: true })
    .regex(MOBILE_PATTERN, { error: VALID_MOBILE, abort: true });
}

/** Enquiry form phone with the enquiry form's own messages. */
export function enquiryPhone() {
  return z
    .string({ error: typeError('Phone number is required', 'Phone number must contain only digits') })
    .overwrite((s) => s.replace(/[\s-]/g, ''))
    .min(1, { error: 'Phone number is required', abort: true })
    .regex(/^\d+$/, { error: 'Phone number must contain only digits', abort: true })
    .length(10, { error: 'Phone number must be 10 digits', abort: true })
    .regex(MOBILE_PATTERN, { error: VALID_MOBILE, abort: true });
}

/** A whole number in a range; digit strings ("2") are accepted as numbers. */
export function boundedInt(min: number, max: number, messages: { required: string; range: string }) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: typeError(messages.required, messages.range) })
      .int({ error: messages.range, abort: true })
      .min(min, { error: messages.range, abort: true })
      .max(max, { error: messages.range, abort: true }),
  );
}

/** yyyy-mm-dd, today (India time) or later, within three years. */
export function travelDate(messages: { required: string; past: string }) {
  return z
    .string({ error: typeError(messages.required, 'Please enter a valid date (yyyy-mm-dd)') })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isIsoDate, { error: 'Please enter a valid date (yyyy-mm-dd)', abort: true })
    .refine((d) => d >= todayInIndia(), { error: messages.past, abort: true })
    .refine((d) => d <= addYears(todayInIndia(), 3), { error: 'Please select a date within the next 3 years', abort: true });
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

/** A name carried in a query string or path. */
export function nameParam(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true });
}

/** Tracking values are best effort: typed, bounded, never a reason to refuse a search. */
export function trackingText(label: string, max = 200) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true })
    .nullish()
    .transform((s) => (s ?? '').replace(ALL_CONTROL_CHARS, '').trim());
}
