// The fast parsers (contracts/src/fast-parsers.ts) answer the destination search's
// common query and body in place of their schemas: wherever one answers, its answer
// must be the schema's own, key for key (absent stays absent, null stays null, text
// cleaned and trimmed); wherever the schema refuses, it must leave the input to the schema.
import {
  cleanTrackingText,
  DestinationQuery,
  fastParserFor,
  hasCleanTrackingTexts,
  parseDestinationQueryFast,
  parseTrackingPayloadFast,
  SearchTrackingPayload,
  TRACKING_TEXT_MAX,
} from '@safarnama/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/** A small seeded generator, so a failure names a body that can be tried again. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ABSENT = Symbol('absent');
const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const textValues = (max: number): unknown[] => [
  ABSENT, null, '', 'Chrome', '  padded  ', ' ', printable.slice(0, max), 'x'.repeat(max), 'x'.repeat(max + 1),
  'tab\there', 'line\nbreak', 'del\u007f', 'nul\u0000', 'café', 'मुंबई', 'zero\u200bwidth', 'bidi\u202e', '\ud800lone', '😀',
  0, 1, true, false, [], {}, ['x'],
];
const idValues: unknown[] = [ABSENT, null, 0, -0, 1, 42, -7, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, '1', true, [], {}];
const websiteIdValues: unknown[] = [ABSENT, null, 1, 2, 0, '1', 1.0, true, []];
/** Each field with the values tried and the one a browser usually sends. */
const fields: [string, unknown[], unknown][] = [
  ...Object.entries(TRACKING_TEXT_MAX).map(([field, max]): [string, unknown[], unknown] => [field, textValues(max), 'Chrome']),
  ['id', idValues, 0],
  ['websiteId', websiteIdValues, 1],
];

function body(next: () => number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, values, usual] of fields) {
    // mostly what a browser sends, now and then anything
    const pick = next() < 0.9 ? usual : values[Math.floor(next() * values.length)];
    if (pick !== ABSENT) out[field] = pick;
  }
  if (next() < 0.1) out.userIp = '203.0.113.10';
  return out;
}

const browserBody = {
  id: 0, date: '2026-12', deviceType: 'mobile', browser: 'Chrome', userIp: '203.0.113.10', source: 'online', websiteId: 1,
  sourceMedia: 'web', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'goa-winter', utmContent: '', pageName: 'LISTING_PAGE',
};

/** Generated inputs through a fast parser and its schema: every answer the same, both sides exercised. */
function compare(schema: z.ZodType, fast: (input: unknown) => unknown, inputs: unknown[]): { answered: number; leftToSchema: number; differences: unknown[] } {
  let answered = 0;
  let leftToSchema = 0;
  const differences: unknown[] = [];
  for (const input of inputs) {
    const mine = fast(input);
    const theirs = schema.safeParse(input);
    if (mine === undefined) {
      leftToSchema++;
      continue;
    }
    answered++;
    if (!theirs.success) differences.push({ input, mine, refused: theirs.error.issues });
    else if (!isDeepStrictEqual(mine, theirs.data)) differences.push({ input, mine, theirs: theirs.data });
  }
  return { answered, leftToSchema, differences };
}

describe('the tracking body fast parser', () => {
  it("answers a browser's body exactly as the schema does", () => {
    const fast = parseTrackingPayloadFast(browserBody);
    expect(fast).toBeDefined();
    expect(fast).toStrictEqual(SearchTrackingPayload.parse(browserBody));
    expect(fast).not.toHaveProperty('userIp');
  });

  it('is the one the API validates SearchTrackingPayload with', () => {
    expect(fastParserFor(SearchTrackingPayload)).toBe(parseTrackingPayloadFast);
  });

  it('over 20,000 generated bodies: each answer it gives is the schema\'s, and it never accepts what the schema refuses', () => {
    const next = random(20261127);
    const { answered, leftToSchema, differences } = compare(SearchTrackingPayload, parseTrackingPayloadFast, Array.from({ length: 20_000 }, () => body(next)));
    expect(differences).toEqual([]);
    // both sides were exercised: the common bodies answered here, the rest left to the schema
    expect(answered).toBeGreaterThan(2_000);
    expect(leftToSchema).toBeGreaterThan(2_000);
  });

  it('marks what it answers as already clean: every text is as the tracking rule leaves it, so the stored row needs no cleaning again', () => {
    const next = random(20261128);
    let answered = 0;
    for (let i = 0; i < 5_000; i++) {
      const input = body(next);
      const fast = parseTrackingPayloadFast(input);
      const schemaAnswer = SearchTrackingPayload.safeParse(input);
      if (schemaAnswer.success) expect(hasCleanTrackingTexts(schemaAnswer.data)).toBe(false);
      if (fast === undefined) continue;
      answered++;
      expect(hasCleanTrackingTexts(fast)).toBe(true);
      for (const field of Object.keys(TRACKING_TEXT_MAX)) {
        const text = (fast as unknown as Record<string, string>)[field];
        expect([field, cleanTrackingText(text)]).toEqual([field, text]);
      }
    }
    expect(answered).toBeGreaterThan(500);
  });

  it('leaves non-objects to the schema', () => {
    for (const input of [null, undefined, 'text', 1, [], [browserBody]]) expect(parseTrackingPayloadFast(input)).toBeUndefined();
  });
});

describe('the destination query fast parser', () => {
  const names: unknown[] = [
    'Goa', ' Goa ', 'Kashmir Valley', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101), '', '   ', printable, 'a\tb',
    'Málaga', 'मुंबई', 'zero\u200bwidth', 'bidi\u202e', '\u0000', ['Goa', 'Delhi'], 1, undefined,
  ];
  const authCodes: unknown[] = [undefined, 'safarnama-public-2026', '', 'wrong code', ['a', 'b']];
  const websiteIds: unknown[] = [undefined, '1', '', 'x', '-1'];

  it("answers the site's query exactly as the schema does", () => {
    const query = { destinationName: 'Goa', authCode: 'safarnama-public-2026' };
    expect(parseDestinationQueryFast(query)).toStrictEqual(DestinationQuery.parse(query));
    expect(fastParserFor(DestinationQuery)).toBe(parseDestinationQueryFast);
  });

  it('over every combination of name, authCode, websiteId and an unknown key: each answer it gives is the schema\'s', () => {
    const inputs: unknown[] = [];
    for (const destinationName of names)
      for (const authCode of authCodes)
        for (const websiteId of websiteIds)
          for (const extra of [false, true]) {
            // as fast-querystring builds it: no prototype
            const query: Record<string, unknown> = Object.create(null);
            if (destinationName !== undefined) query.destinationName = destinationName;
            if (authCode !== undefined) query.authCode = authCode;
            if (websiteId !== undefined) query.websiteId = websiteId;
            if (extra) query.utm = 'x';
            inputs.push(query);
          }
    const { answered, leftToSchema, differences } = compare(DestinationQuery, parseDestinationQueryFast, inputs);
    expect(differences).toEqual([]);
    expect(answered).toBeGreaterThanOrEqual(48);
    expect(leftToSchema).toBeGreaterThan(500);
  });
});
