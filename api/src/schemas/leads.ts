// Write requests: booking requests, direct enquiries, newsletter, contact.
// Messages are the spec's (second document section 5, first document section 5).
import { z } from 'zod';
import {
  boundedInt,
  email,
  enquiryPhone,
  envelope,
  mobileNumber,
  optionalText,
  requiredText,
  trackingText,
  travelDate,
} from './common';

const BODY_OBJECT = { error: 'Request body must be a JSON object' };

export const BookingRequest = z
  .object(
    {
      duration: requiredText({ required: 'Duration is required', max: [50, 'Duration must be at most 50 characters'] }),
      leadName: requiredText({
        required: 'Lead passenger name is required',
        wrongType: 'Lead passenger name must be text',
        min: [2, 'Name must be at least 2 characters long'],
        max: [50, 'Name must be at most 50 characters long'],
      }),
      noOfPerson: boundedInt(1, 50, {
        required: 'Number of persons is required',
        range: 'Number of persons must be between 1 and 50',
      }),
      packageDetailId: z
        .number({ error: (i) => (i.input == null ? 'Package is required' : 'packageDetailId must be a package id') })
        .int({ error: 'packageDetailId must be a package id', abort: true })
        .positive({ error: 'packageDetailId must be a package id', abort: true })
        .max(2_000_000_000, { error: 'packageDetailId must be a package id', abort: true }),
      departureCity: requiredText({
        required: 'Departure city is required',
        wrongType: 'Departure city must be text',
        min: [2, 'Departure city must be at least 2 characters long'],
        max: [50, 'Departure city must be at most 50 characters long'],
      }),
      date: travelDate({ required: 'Travel date is required', past: 'Please select a future date' }),
      email: email({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
      phone: mobileNumber('Mobile number is required'),
      productId: z.literal(1, { error: 'productId must be 1' }).optional().default(1),
      websiteId: z.literal(1, { error: 'websiteId must be 1' }).optional().default(1),
    },
    BODY_OBJECT,
  )
  .meta({ id: 'BookingRequest' });
export type BookingRequest = z.infer<typeof BookingRequest>;

export const DirectEnquiry = z
  .object(
    {
      name: requiredText({
        required: 'Required',
        wrongType: 'Name must be text',
        min: [2, 'Name must be at least 2 characters long'],
        max: [50, 'Name must be at most 50 characters long'],
      }),
      phone: enquiryPhone(),
      email: email({ required: 'Required', invalid: 'Please enter a valid email address' }),
      destination: requiredText({ required: 'Required', wrongType: 'Destination must be text', max: [100, 'Destination must be at most 100 characters'] }),
      departureCity: requiredText({
        required: 'Required',
        wrongType: 'Departure city must be text',
        max: [50, 'Departure city must be at most 50 characters long'],
      }),
      noOfPeople: boundedInt(1, 50, { required: 'Required', range: 'Number of people must be between 1 and 50' }),
      date: travelDate({ required: 'Required', past: 'Please select a future date' }),
      websiteName: optionalText(100, 'websiteName'),
      source: z.literal('WEBSITE', { error: "source must be 'WEBSITE'" }).optional().default('WEBSITE'),
      deviceType: trackingText('deviceType', 20),
      browser: trackingText('browser', 50),
      userIp: trackingText('userIp', 100),
      utm_source: trackingText('utm_source'),
      utm_medium: trackingText('utm_medium'),
      utm_campaign: trackingText('utm_campaign'),
      utm_content: trackingText('utm_content'),
    },
    BODY_OBJECT,
  )
  .meta({ id: 'DirectEnquiry' });
export type DirectEnquiry = z.infer<typeof DirectEnquiry>;

export const NewsletterRequest = z
  .object(
    {
      email: email({ required: 'Valid email is required *', invalid: 'Valid email is required *' }),
      accessKey: optionalText(200, 'accessKey'),
    },
    BODY_OBJECT,
  )
  .meta({ id: 'NewsletterRequest' });
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;

export const ContactMessage = z
  .object(
    {
      name: requiredText({
        required: 'Name is required',
        wrongType: 'Name must be text',
        min: [2, 'Name must be at least 2 characters long'],
        max: [50, 'Name must be at most 50 characters long'],
      }),
      email: email({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
      subject: optionalText(150, 'Subject'),
      message: requiredText({
        required: 'Message is required',
        wrongType: 'Message must be text',
        max: [5000, 'Message must be at most 5000 characters'],
        multiline: true,
      }),
      source: z.enum(['contact', 'support'], { error: "source must be 'contact' or 'support'" }).optional().default('contact'),
    },
    BODY_OBJECT,
  )
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessage>;

export const CreatedEnvelope = envelope(z.object({ id: z.number() }));
export const SubscribedEnvelope = envelope(z.object({ success: z.literal(true) }));

export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key must be 1-100 characters' })
    .min(1, { error: 'Idempotency-Key must be 1-100 characters', abort: true })
    .max(100, { error: 'Idempotency-Key must be 1-100 characters', abort: true })
    .regex(/^[\x21-\x7E]+$/, { error: 'Idempotency-Key must be printable ASCII without spaces' })
    .optional(),
});
