// The leads inbox's requests and answers (docs/back-office-api.md, "Leads"): one
// zod schema per shape validates the request, serialises the answer and documents
// both. Query values arrive as text, and the console sends every filter even when
// it is blank (`?kind=&status=`): a blank filter is no filter.
import { authCodeField, bodyObject, envelope, FORBIDDEN_IN_TEXT, isIsoDate } from '@safarnama/contracts';
import { z } from 'zod';
import type { InboxLeadKind, LeadStatus } from '../../db/tables/lead-work-tables';

export const LEAD_KINDS = ['enquiry', 'quote', 'booking', 'contact'] as const satisfies readonly InboxLeadKind[];
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const satisfies readonly LeadStatus[];
export const PAGE_SIZE_MAX = 100;
export const NOTE_MAX = 2000;

const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankIsUnset, schema.optional());
}

const isoDate = (name: string) =>
  z.string({ error: `${name} must be a date as YYYY-MM-DD` }).refine(isIsoDate, { error: `${name} must be a date as YYYY-MM-DD` });

/** Control characters are refused as the forms refuse them: PostgreSQL cannot even take a NUL. */
const cleanText = (text: string) => !FORBIDDEN_IN_TEXT.test(text);

const searchText = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(100, { error: `${name} can be at most 100 characters` })
    .refine(cleanText, { error: `${name} cannot contain control characters` });

const OWNER_MESSAGE = "owner must be an operator id or 'none'";

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

const filterFields = {
  kind: optionalFilter(z.enum(LEAD_KINDS, { error: `kind must be one of ${LEAD_KINDS.join(', ')}` })),
  status: optionalFilter(z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` })),
  owner: optionalFilter(z.union([z.literal('none'), z.string().regex(/^\d{1,9}$/).transform(Number)], { error: OWNER_MESSAGE })),
  from: optionalFilter(isoDate('from')),
  to: optionalFilter(isoDate('to')),
  destination: optionalFilter(searchText('destination')),
  q: optionalFilter(searchText('q')),
  authCode: authCodeField,
};

const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const FROM_AFTER_TO = { error: 'from must be on or before to', path: ['from'] };

/** The filters of the list and of the CSV. */
export const LeadFilterQuery = z.object(filterFields).refine(fromNotAfterTo, FROM_AFTER_TO);
export type LeadFilterQuery = z.infer<typeof LeadFilterQuery>;

export const LeadListQuery = z
  .object({
    ...filterFields,
    page: z.preprocess(blankIsUnset, wholeNumber('page must be a whole number from 1', 1, 1_000_000).default(1)),
    pageSize: z.preprocess(blankIsUnset, wholeNumber(`pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`, 1, PAGE_SIZE_MAX).default(25)),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type LeadListQuery = z.infer<typeof LeadListQuery>;

/**
 * A lead's address: kind and id are checked by the service, which answers an unknown
 * one with a 404 naming it (a lead that is not there, however it is spelt).
 */
export const LeadParams = z.object({ kind: z.string(), id: z.string() });
export const DeliveryParams = z.object({ kind: z.string(), id: z.string(), deliveryId: z.string() });

const OWNER_ID_MESSAGE = 'ownerId must be an operator id or null';
/** Ids fit the databases' integers with room to spare. */
const ID_MAX = 999_999_999;

export const LeadUpdateBody = bodyObject({
  status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
  ownerId: z.number({ error: OWNER_ID_MESSAGE }).int({ error: OWNER_ID_MESSAGE }).min(1, { error: OWNER_ID_MESSAGE }).max(ID_MAX, { error: OWNER_ID_MESSAGE }).nullable().optional(),
}).refine((body) => body.status !== undefined || body.ownerId !== undefined, { error: 'Send status, ownerId or both.' });
export type LeadUpdateBody = z.infer<typeof LeadUpdateBody>;

export const LeadNoteBody = bodyObject({
  text: z
    .string({ error: 'Note text is required' })
    .trim()
    .min(1, { error: 'Note text is required', abort: true })
    .max(NOTE_MAX, { error: `A note can be at most ${NOTE_MAX} characters` })
    .refine(cleanText, { error: 'A note cannot contain control characters' }),
});
export type LeadNoteBody = z.infer<typeof LeadNoteBody>;

const Operator = z.object({ id: z.number(), email: z.string() });

export const LeadSummary = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.number(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  destination: z.string(),
  status: z.enum(LEAD_STATUSES),
  owner: Operator.nullable(),
});
export type LeadSummary = z.infer<typeof LeadSummary>;

export const LeadPage = z.object({ items: z.array(LeadSummary), total: z.number(), page: z.number(), pageSize: z.number() });
export type LeadPage = z.infer<typeof LeadPage>;

export const LeadNote = z.object({ id: z.number(), text: z.string(), author: Operator, createdAt: z.string() });
export type LeadNote = z.infer<typeof LeadNote>;

export const LeadDelivery = z.object({
  id: z.number(),
  channel: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string(),
  deliveredAt: z.string().nullable(),
});
export type LeadDelivery = z.infer<typeof LeadDelivery>;

export const LeadDetail = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.number(),
  createdAt: z.string(),
  status: z.enum(LEAD_STATUSES),
  owner: Operator.nullable(),
  /** Everything the form stored, by the label an agent reads, in the form's order. */
  fields: z.record(z.string(), z.string()),
  contactPreference: z.array(z.string()),
  notes: z.array(LeadNote),
  deliveries: z.array(LeadDelivery),
  /** The Luna conversation a quote came from; null for a lead without one. */
  transcript: z.array(z.object({ sender: z.string(), text: z.string(), createdAt: z.string() })).nullable(),
});
export type LeadDetail = z.infer<typeof LeadDetail>;

export const LeadPageEnvelope = envelope(LeadPage);
export const LeadDetailEnvelope = envelope(LeadDetail);
export const LeadNoteEnvelope = envelope(LeadNote);
export const LeadDeliveryEnvelope = envelope(LeadDelivery);
