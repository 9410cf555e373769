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

/**
 * Payloads answered here. Every text in them is printable ASCII and trimmed, which
 * the tracking rule (cleanTrackingText) leaves as it is, so the server need not
 * run the rule over them again before storing the search's row.
 */
const cleanPayloads = new WeakSet<object>();

/** True for a payload parseTrackingPayloadFast answered: its texts are already as the tracking rule leaves them. */
export function hasCleanTrackingTexts(payload: object): boolean {
  return cleanPayloads.has(payload);
}

/** A JSON object's fields; undefined for anything else (the schema refuses it with its own message). */
function fieldsOf(input: unknown): Record<string, unknown> | undefined {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : undefined;
}

/** A tracking text as the schema answers it when it is printable ASCII within `max` (absent or null is ''); undefined otherwise. */
function trackingText(value: unknown, max: number): string | undefined {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' && value.length <= max && PRINTABLE_ASCII.test(value) ? value.trim() : undefined;
}

/**
 * SearchTrackingPayload's answer to a common body, or undefined: ask the schema.
 * Field by field into one object literal rather than looped over the field names:
 * reads and writes by a varying key are megamorphic, and showed in the search's
 * profile.
 */
export function parseTrackingPayloadFast(input: unknown): SearchTrackingPayload | undefined {
  const body = fieldsOf(input);
  if (!body) return undefined;
  const { id, websiteId } = body;
  if (id !== undefined && id !== null && !fitsInt32(id)) return undefined;
  if (websiteId !== undefined && websiteId !== null && websiteId !== 1) return undefined;
  const parsed: Record<string, unknown> = {
    deviceType: trackingText(body.deviceType, TRACKING_TEXT_MAX.deviceType),
    browser: trackingText(body.browser, TRACKING_TEXT_MAX.browser),
    utmSource: trackingText(body.utmSource, TRACKING_TEXT_MAX.utmSource),
    utmMedium: trackingText(body.utmMedium, TRACKING_TEXT_MAX.utmMedium),
    utmCampaign: trackingText(body.utmCampaign, TRACKING_TEXT_MAX.utmCampaign),
    utmContent: trackingText(body.utmContent, TRACKING_TEXT_MAX.utmContent),
    date: trackingText(body.date, TRACKING_TEXT_MAX.date),
    source: trackingText(body.source, TRACKING_TEXT_MAX.source),
    sourceMedia: trackingText(body.sourceMedia, TRACKING_TEXT_MAX.sourceMedia),
    pageName: trackingText(body.pageName, TRACKING_TEXT_MAX.pageName),
  };
  if (
    parsed.deviceType === undefined || parsed.browser === undefined || parsed.utmSource === undefined || parsed.utmMedium === undefined ||
    parsed.utmCampaign === undefined || parsed.utmContent === undefined || parsed.date === undefined || parsed.source === undefined ||
    parsed.sourceMedia === undefined || parsed.pageName === undefined
  ) {
    return undefined;
  }
  // as the schema's nullish fields: absent stays absent, null stays null
  if (id !== undefined) parsed.id = id;
  if (websiteId !== undefined) parsed.websiteId = websiteId;
  cleanPayloads.add(parsed);
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
