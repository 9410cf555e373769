// The tracking body (SearchTrackingPayload) comes with every destination search,
// the busiest POST. Under load zod's general parse of its twelve fields cost the
// server 6-10 µs a search (CPU profile during `npm run bench`; 1.6 µs in a loop of
// its own, where nothing else makes zod's calls polymorphic), about a tenth of the
// request. The body every browser sends (a plain object of printable-ASCII text
// within each field's limit, a whole id, websiteId 1, any of them absent or null)
// is answered here exactly as the schema answers it; anything else gets undefined
// and goes to the schema, which gives the messages. The test
// api/test/contracts/tracking-fast-parse.test.ts holds the two to the same answers.
import { SearchTrackingPayload, TRACKING_TEXT_MAX } from './catalogue';
import { PRINTABLE_ASCII } from './fields';
import { INT32_MAX } from './rules';

const TEXT_FIELDS = Object.entries(TRACKING_TEXT_MAX);

const isStoredId = (n: unknown) => Number.isInteger(n) && (n as number) >= -INT32_MAX - 1 && (n as number) <= INT32_MAX;

/** SearchTrackingPayload's answer to a common body, or undefined: ask the schema. */
export function parseTrackingPayloadFast(input: unknown): SearchTrackingPayload | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const body = input as Record<string, unknown>;
  const parsed: Record<string, unknown> = {};
  for (const [field, max] of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) parsed[field] = '';
    else if (typeof value === 'string' && value.length <= max && PRINTABLE_ASCII.test(value)) parsed[field] = value.trim();
    else return undefined;
  }
  // as the schema's nullish fields: absent stays absent, null stays null
  if (body.id !== undefined) {
    if (body.id !== null && !isStoredId(body.id)) return undefined;
    parsed.id = body.id;
  }
  if (body.websiteId !== undefined) {
    if (body.websiteId !== null && body.websiteId !== 1) return undefined;
    parsed.websiteId = body.websiteId;
  }
  return parsed as SearchTrackingPayload;
}

const FAST_PARSERS = new Map<unknown, (input: unknown) => unknown>([[SearchTrackingPayload, parseTrackingPayloadFast]]);

/** A schema's fast parser, when it has one: its answer to the common input, undefined for the schema to decide. */
export function fastParserFor(schema: unknown): ((input: unknown) => unknown) | undefined {
  return FAST_PARSERS.get(schema);
}
