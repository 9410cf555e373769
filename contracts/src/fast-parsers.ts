// Fast parsers for the destination search, the busiest request: its query
// (DestinationQuery) and its tracking body (SearchTrackingPayload). Under load
// zod's general parse of the body's twelve fields cost the server 6-10 µs a search
// (CPU profile during `npm run bench`; 1.6 µs in a loop of its own, where nothing
// else makes zod's calls polymorphic), about a tenth of the request. What every
// browser sends (printable-ASCII text within each field's limit, a whole id,
// websiteId 1) is answered here exactly as the schema answers it; anything else
// gets undefined and goes to the schema, which gives the messages. The test
// api/test/contracts/fast-parsers.test.ts holds each to its schema's answers.
import type { z } from 'zod';
import { DESTINATION_NAME_MAX, DestinationQuery, SearchTrackingPayload, TRACKING_TEXT_MAX } from './catalogue';
import { PRINTABLE_ASCII } from './fields';
import { fitsInt32 } from './rules';

const TEXT_FIELDS = Object.entries(TRACKING_TEXT_MAX);

/** A JSON object's fields; undefined for anything else (the schema refuses it with its own message). */
function fieldsOf(input: unknown): Record<string, unknown> | undefined {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : undefined;
}

/** SearchTrackingPayload's answer to a common body, or undefined: ask the schema. */
export function parseTrackingPayloadFast(input: unknown): SearchTrackingPayload | undefined {
  const body = fieldsOf(input);
  if (!body) return undefined;
  const parsed: Record<string, unknown> = {};
  for (const [field, max] of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) parsed[field] = '';
    else if (typeof value === 'string' && value.length <= max && PRINTABLE_ASCII.test(value)) parsed[field] = value.trim();
    else return undefined;
  }
  // as the schema's nullish fields: absent stays absent, null stays null
  if (body.id !== undefined) {
    if (body.id !== null && !fitsInt32(body.id)) return undefined;
    parsed.id = body.id;
  }
  if (body.websiteId !== undefined) {
    if (body.websiteId !== null && body.websiteId !== 1) return undefined;
    parsed.websiteId = body.websiteId;
  }
  return parsed as SearchTrackingPayload;
}

/** DestinationQuery's answer to a common query (a printable-ASCII destinationName, an authCode, nothing else it knows), or undefined. */
export function parseDestinationQueryFast(input: unknown): z.infer<typeof DestinationQuery> | undefined {
  const query = fieldsOf(input);
  if (!query) return undefined;
  const { authCode, destinationName } = query;
  if (query.websiteId !== undefined) return undefined;
  if (authCode !== undefined && typeof authCode !== 'string') return undefined;
  if (typeof destinationName !== 'string' || !PRINTABLE_ASCII.test(destinationName)) return undefined;
  const name = destinationName.trim();
  if (name.length === 0 || name.length > DESTINATION_NAME_MAX) return undefined;
  return (authCode === undefined ? { destinationName: name } : { authCode, destinationName: name }) as z.infer<typeof DestinationQuery>;
}

const FAST_PARSERS = new Map<unknown, (input: unknown) => unknown>([
  [SearchTrackingPayload, parseTrackingPayloadFast],
  [DestinationQuery, parseDestinationQueryFast],
]);

/** A schema's fast parser, when it has one: its answer to the common input, undefined for the schema to decide. */
export function fastParserFor(schema: unknown): ((input: unknown) => unknown) | undefined {
  return FAST_PARSERS.get(schema);
}
