// Write requests: booking requests, direct enquiries, newsletter, contact.
// The messages are the ones the forms show, word for word: the API answers a bad field in the same words.
import { z } from 'zod';
import {
  boundedInt,
  contactPreference,
  email,
  enquiryPhone,
  envelope,
  mobileNumber,
  optionalText,
  requestBody,
  requiredText,
  trackingText,
  travelDate,
} from './rules';
import { bookingFields, contactFields, enquiryFields, HONEYPOT_FIELD, newsletterFields } from './fields';


/**
 * The honeypot: a field the lead forms carry but people never see or reach
 * (HoneypotField). A person leaves it empty; a form-filling script fills it, and
 * then the server answers as if the lead were stored (201, id 0) and stores nothing.
 */
const honeypot = z.string({ error: 'website must be text' }).max(500, { error: 'website must be text' }).optional();

export const BookingRequest = requestBody('BookingRequest', {
  duration: requiredText(bookingFields.duration),
  leadName: requiredText(bookingFields.leadName),
  noOfPerson: boundedInt(bookingFields.noOfPerson),
  packageDetailId: z
    .number({ error: (i) => (i.input == null ? 'Package is required' : 'packageDetailId must be a package id') })
    .int({ error: 'packageDetailId must be a package id', abort: true })
    .positive({ error: 'packageDetailId must be a package id', abort: true })
    .max(2_000_000_000, { error: 'packageDetailId must be a package id', abort: true }),
  departureCity: requiredText(bookingFields.departureCity),
  date: travelDate(bookingFields.date),
  email: email(bookingFields.email),
  phone: mobileNumber(bookingFields.phone.required),
  contactPreference: contactPreference(),
  productId: z.literal(1, { error: 'productId must be 1' }).optional().default(1),
  websiteId: z.literal(1, { error: 'websiteId must be 1' }).optional().default(1),
  [HONEYPOT_FIELD]: honeypot,
});
export type BookingRequest = z.infer<typeof BookingRequest>;
export type BookingRequestInput = z.input<typeof BookingRequest>;

/**
 * The visitor's IP is not part of it: the server records the address the request
 * came from (a client that still sends userIp has it ignored).
 */
export const DirectEnquiry = requestBody('DirectEnquiry', {
  name: requiredText(enquiryFields.name),
  phone: enquiryPhone(enquiryFields.phone),
  email: email(enquiryFields.email),
  destination: requiredText(enquiryFields.destination),
  departureCity: requiredText(enquiryFields.departureCity),
  noOfPeople: boundedInt(enquiryFields.noOfPeople),
  date: travelDate(enquiryFields.date),
  contactPreference: contactPreference(),
  websiteName: optionalText(100, 'websiteName'),
  source: z.literal('WEBSITE', { error: "source must be 'WEBSITE'" }).optional().default('WEBSITE'),
  deviceType: trackingText('deviceType', 20),
  browser: trackingText('browser', 50),
  utm_source: trackingText('utm_source'),
  utm_medium: trackingText('utm_medium'),
  utm_campaign: trackingText('utm_campaign'),
  utm_content: trackingText('utm_content'),
  /** Set when the enquiry started from Luna's 'Get a custom quote': the chat session's id. */
  chatSessionId: z
    .string({ error: 'chatSessionId must be a chat session id' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'chatSessionId must be a chat session id' })
    .nullish()
    .transform((s) => s ?? ''),
  [HONEYPOT_FIELD]: honeypot,
});
export type DirectEnquiry = z.infer<typeof DirectEnquiry>;
export type DirectEnquiryInput = z.input<typeof DirectEnquiry>;

export const NewsletterRequest = requestBody('NewsletterRequest', {
  email: email(newsletterFields.email),
  accessKey: optionalText(200, 'accessKey'),
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;
export type NewsletterRequestInput = z.input<typeof NewsletterRequest>;

/** The captcha's messages, for the booking form and the enquiry popup alike; the forms show the same words. */
export const CAPTCHA_REQUIRED = 'Please enter the code shown';
export const CAPTCHA_WRONG = 'Incorrect captcha. Please try again.';
export const CAPTCHA_ID_INVALID = 'captchaId must be the id of a challenge from GET /api/contact/captcha';

/**
 * A captcha challenge issued by GET /api/contact/captcha: the id the answer
 * names and the code drawn as a picture (an SVG data URL whose characters are
 * paths, so the answer is not in the markup). It can be answered once, within ten
 * minutes. The code itself is never sent as text.
 */
export const CaptchaChallenge = z
  .object({
    captchaId: z.string(),
    image: z.string().describe('data:image/svg+xml;base64,... : the six characters (three capital letters and three digits) drawn with noise lines'),
    expiresAt: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;
export const CaptchaEnvelope = envelope(CaptchaChallenge);

/**
 * The accessible alternative to a captcha's picture (GET /api/contact/captcha/:captchaId/question):
 * a sum in words. Once asked, the same challenge takes the sum (in digits or in
 * words) as its answer instead of the picture's code.
 */
export const CaptchaQuestion = z.object({ question: z.string() }).meta({ id: 'CaptchaQuestion' });
export type CaptchaQuestion = z.infer<typeof CaptchaQuestion>;
export const CaptchaQuestionEnvelope = envelope(CaptchaQuestion);
export const CaptchaIdParams = z.object({
  captchaId: z.string({ error: CAPTCHA_ID_INVALID }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: CAPTCHA_ID_INVALID }),
});
export const CAPTCHA_EXPIRED = 'This code has expired. Press refresh for a new one.';

/**
 * The bot check of every lead write: a proof-of-work challenge (ALTCHA, SHA-256)
 * from GET /api/bot-check/challenge. The client finds the number n in
 * [0, maxnumber] with SHA-256(salt + n) = challenge, and sends
 * base64(JSON {algorithm, challenge, number, salt, signature}) in the
 * X-Bot-Check header of one lead write. Signed by the server, it expires after a
 * few minutes and buys one lead.
 */
export const BotCheckChallenge = z
  .object({
    algorithm: z.literal('SHA-256'),
    challenge: z.string(),
    maxnumber: z.number().int(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'BotCheckChallenge' });
export type BotCheckChallenge = z.infer<typeof BotCheckChallenge>;
export const BotCheckEnvelope = envelope(BotCheckChallenge);
export const BOT_CHECK_MISSING = 'This form could not prove it was sent from the site. Please reload the page and try again.';
export const BOT_CHECK_INVALID = 'This form\'s check has expired or is not valid. Please send the form again.';
export const BOT_CHECK_SPENT = 'This form\'s check was already used. Please send the form again.';

// An answer that cannot be a code (too long, control characters) is refused here
// without spending its challenge; any other answer is checked, and spends it, on the server.
const captchaAnswer = z
  .string({ error: (i) => (i.input == null ? CAPTCHA_REQUIRED : CAPTCHA_WRONG) })
  .trim()
  .min(1, { error: CAPTCHA_REQUIRED, abort: true })
  .max(20, { error: CAPTCHA_WRONG, abort: true })
  .regex(/^[\x21-\x7E]+$/, { error: CAPTCHA_WRONG, abort: true });

export const ContactMessage = requestBody('ContactMessage', {
  name: requiredText(contactFields.name),
  email: email(contactFields.email),
  subject: optionalText(150, 'Subject'),
  message: requiredText(contactFields.message),
  contactPreference: contactPreference(),
  source: z.enum(['contact', 'support'], { error: "source must be 'contact' or 'support'" }).optional().default('contact'),
  captchaId: z.string({ error: CAPTCHA_ID_INVALID }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: CAPTCHA_ID_INVALID }),
  /** The code as typed: case counts, surrounding spaces are forgiven. */
  captcha: captchaAnswer,
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactMessage = z.infer<typeof ContactMessage>;
export type ContactMessageInput = z.input<typeof ContactMessage>;

export const CreatedId = z.object({ id: z.number() });
export type CreatedId = z.infer<typeof CreatedId>;
export const CreatedEnvelope = envelope(CreatedId);
export const NewsletterResult = z.object({ success: z.literal(true) });
export type NewsletterResult = z.infer<typeof NewsletterResult>;
export const SubscribedEnvelope = envelope(NewsletterResult);

export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key must be 1-100 characters' })
    .min(1, { error: 'Idempotency-Key must be 1-100 characters', abort: true })
    .max(100, { error: 'Idempotency-Key must be 1-100 characters', abort: true })
    .regex(/^[\x21-\x7E]+$/, { error: 'Idempotency-Key must be printable ASCII without spaces' })
    .optional(),
});
