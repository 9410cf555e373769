// The hostile-request suite's generator: the values and requests a
// hostile client sends, each with the outcome it must get, worked out from the
// case itself (what the character is, what the field's rule says), never from
// the answer. The route files (api/test/hostile/*.test.ts) pick the fields of
// their routes; run() sends the cases and collects every difference, and
// storedProblems() reads the tables back.
import zlib from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { AUTH, futureDate, type TestApp } from '../helpers/app';
import { isLeadWrite, mintedBotCheck } from '../helpers/bot-check';
import hostileChars from './hostile-chars.json';

export const INVALID_CHARS = 'Contains characters that are not allowed';
export const VALID_MOBILE = 'Please enter a valid 10-digit mobile number';
export const INVALID_DATE = 'Please enter a valid date (yyyy-mm-dd)';
export const AUTH_MESSAGE = 'Invalid or missing authCode';
export const NOT_JSON = 'Request body is not valid JSON.';
export const NOT_AN_OBJECT = 'Request body must be a JSON object';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1-100 printable characters without spaces';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key for a new submission.';
export const INT32_MAX = 2_147_483_647;

// ---- characters

export interface HostileChar {
  name: string;
  char: string;
  /** Refused in long text too (a contact message, a chat message): controls but tab and line breaks, C1, bidi, lone surrogates, damaged text. */
  longText: boolean;
  /** JavaScript whitespace (what trim() and \s take): gone from the ends of a trimmed value and from a phone number. */
  space?: boolean;
  /** Also tried first and last in a value (whitespace always is: trimming takes it there). */
  edges?: boolean;
}

const c = (name: string, char: string, longText: boolean, space = false): HostileChar => ({ name, char, longText, space });

/** Every family of character a text rule refuses, removes or keeps: hostile-chars.json. */
export const HOSTILE_CHARS: HostileChar[] = hostileChars;

/** One of each family and the whitespace: for the fields that repeat a rule already tried with every character. */
export const SAMPLE_CHARS = HOSTILE_CHARS.filter((ch) => ch.edges || ch.space);

/** Every C0 and C1 control: the chat message, the busiest free text, gets them all. */
export const ALL_CONTROLS: HostileChar[] = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((code) => {
  const char = String.fromCharCode(code);
  const lineBreakOrTab = char === '\t' || char === '\n' || char === '\r';
  return c(`U+${code.toString(16).toUpperCase().padStart(4, '0')}`, char, !lineBreakOrTab, /\s/.test(char));
});

export interface InvisibleValue {
  name: string;
  value: string;
  /** Letters and digits in it (a blank letter is not one). */
  letters: number;
  /** Holds a character a single line refuses (a format or blank character). */
  refusedOnALine: boolean;
  /** Something a reader can see. */
  visible: boolean;
  /** What a tracking value keeps of it. */
  tracked: string;
}

const inv = (name: string, value: string, letters: number, refusedOnALine: boolean, visible: boolean, tracked: string): InvisibleValue => ({
  name, value, letters, refusedOnALine, visible, tracked,
});

/** Values that look empty or nearly so. */
export const INVISIBLE_VALUES: InvisibleValue[] = [
  inv('two zero-width joiners', '\u200D\u200D', 0, true, false, ''),
  inv('a non-joiner and a zero-width space', '\u200C\u200B', 0, true, false, ''),
  inv('two Hangul fillers', '\u3164\u3164', 0, true, false, ''),
  inv('two braille blanks', '\u2800\u2800', 0, true, false, ''),
  inv('halfwidth and choseong fillers', '\uFFA0\u115F', 0, true, false, ''),
  inv('two soft hyphens', '\u00AD\u00AD', 0, true, false, ''),
  inv('a word joiner and an invisible plus', '\u2060\u2064', 0, true, false, ''),
  inv('zero-width spaces around a space', '\u200B \u200B', 0, true, false, ''),
  inv('combining marks alone', '\u0301\u0308\u0327', 0, false, false, '\u0301\u0308\u0327'),
  inv('one letter and zero-width spaces', 'A\u200B\u200B', 1, true, true, 'A'),
  inv('one letter and its accents', 'A\u0301\u0308', 1, false, true, 'A\u0301\u0308'),
];

/** A raw JSON text spliced in where a value goes (JSON.stringify cannot write these). */
export class Raw {
  constructor(readonly json: string) {}
}

export const DEEP_ARRAY = new Raw(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
export const DEEP_OBJECT = new Raw(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);

/** A value made from the request's own valid body (a captcha answer with a character slipped into its code). */
export class Derived {
  constructor(readonly from: (base: Record<string, unknown>) => unknown) {}
}

/** Not sent at all. */
export const MISSING = Symbol('missing');

/** Values of the wrong type for any text field. */
export const WRONG_TYPES: [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['a number', 12345],
  ['zero', 0],
  ['a float', 1.5],
  ['an empty array', []],
  ['an array of the text', ['Priya Sharma']],
  ['an empty object', {}],
  ['an operator object', { $gt: '' }],
  ['10,000 nested arrays', DEEP_ARRAY],
  ['10,000 nested objects', DEEP_OBJECT],
];

/** Numbers that fit no count, and some that fit no integer column. */
export const BAD_NUMBERS: [string, unknown][] = [
  ['2^31', 2 ** 31],
  ['2^31 - 1', INT32_MAX],
  ['-2^31', -(2 ** 31)],
  ['-1', -1],
  ['0', 0],
  ['51', 51],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['1.5', 1.5],
  ['0.5', 0.5],
  ['49.999', 49.999],
  ['2^53', 2 ** 53],
  ['the smallest double', Number.MIN_VALUE],
  ['1e400 (Infinity)', new Raw('1e400')],
  ['-1e400 (-Infinity)', new Raw('-1e400')],
  ['1E-400 (0)', new Raw('1E-400')],
  ['-0', new Raw('-0')],
];

/** Numbers written as text: a count takes digit strings, nothing else. */
export const NUMBER_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e3', '0x10', '0b1', '2147483648', '-1', '1.5', '٣', '３', '1,000', '+5', '', '   ', ' 7 ', '007', '50'];

// ---- outcomes

/** Accepted (with what its column must hold, when the field is stored as sent) or refused with a message on a field. */
export type Outcome = { ok: true; stored?: unknown; found?: boolean } | { ok: false; message: string; field?: string };

export const accept = (stored?: unknown, found?: boolean): Outcome => ({ ok: true, stored, found });
export const refuse = (message: string, field?: string): Outcome => ({ ok: false, message, field });

export interface FieldValue {
  label: string;
  value: unknown;
  outcome: Outcome;
}

/** Where a character goes in a value: between two words; first and last too for whitespace and one of each family. */
function placed(before: string, after: string) {
  return (ch: HostileChar) => [
    { where: 'inside', value: `${before}${ch.char}${after}`, trimmedAway: false },
    ...(ch.space || ch.edges
      ? [
          { where: 'first', value: `${ch.char}${before}${after}`, trimmedAway: Boolean(ch.space) },
          { where: 'last', value: `${before}${after}${ch.char}`, trimmedAway: Boolean(ch.space) },
        ]
      : []),
  ];
}

function charValues(
  before: string,
  after: string,
  chars: HostileChar[],
  outcome: (ch: HostileChar, trimmedAway: boolean, value: string) => Outcome,
): FieldValue[] {
  return chars.flatMap((ch) => placed(before, after)(ch).map((p) => ({ label: `${ch.name} ${p.where}`, value: p.value, outcome: outcome(ch, p.trimmedAway, p.value) })));
}

export interface TextRule {
  required: string;
  wrongType?: string;
  min?: readonly [number, string];
  max: readonly [number, string];
  letters?: boolean;
  multiline?: boolean;
}

/** A required text field, its valid value split where characters are slipped in. */
export function textValues(rule: TextRule, before: string, after: string, chars = HOSTILE_CHARS): FieldValue[] {
  const whole = `${before}${after}`;
  const refusedChars = (ch: HostileChar) => (rule.multiline ? ch.longText : true);
  // zod's trim() is String.prototype.trim: a whitespace character at either end is gone before any rule.
  const out: FieldValue[] = charValues(before, after, chars, (ch, trimmedAway, value) =>
    trimmedAway || !refusedChars(ch) ? accept(value.trim()) : refuse(INVALID_CHARS),
  );
  for (const v of INVISIBLE_VALUES) {
    let outcome: Outcome;
    if (rule.letters && v.letters < (rule.min?.[0] ?? 1)) outcome = refuse(rule.min?.[1] ?? rule.required);
    else if (!rule.multiline && v.refusedOnALine) outcome = refuse(INVALID_CHARS);
    else if (!v.visible) outcome = refuse(rule.required);
    else outcome = accept(v.value);
    out.push({ label: v.name, value: v.value, outcome });
  }
  for (const [label, value] of WRONG_TYPES) out.push({ label, value, outcome: refuse(rule.wrongType ?? rule.required) });
  out.push({ label: 'null', value: null, outcome: refuse(rule.required) }, { label: 'missing', value: MISSING, outcome: refuse(rule.required) });
  for (const blank of ['', '   ', '\t\r\n ', '\u3000\u00A0\u2028\uFEFF']) out.push({ label: `blank ${JSON.stringify(blank)}`, value: blank, outcome: refuse(rule.required) });
  const max = rule.max[0];
  out.push(
    { label: 'one over the maximum', value: 'x'.repeat(max + 1), outcome: refuse(rule.max[1]) },
    { label: '20,000 characters', value: 'y'.repeat(20_000), outcome: refuse(rule.max[1]) },
    { label: 'the maximum', value: 'x'.repeat(max), outcome: accept('x'.repeat(max)) },
    { label: 'padded', value: `  ${whole}  `, outcome: accept(whole.trim()) },
  );
  if (rule.min) out.push({ label: 'one letter', value: 'Q', outcome: refuse(rule.min[1]) });
  for (const fine of ['José Núñez', '李小龙', 'प्रिया शर्मा', 'क्\u200Dष', "O'Brien; DROP TABLE x;--", '<script>alert(1)</script>']) {
    out.push({ label: `fine ${fine}`, value: fine, outcome: fine.length > max ? refuse(rule.max[1]) : accept(fine) });
  }
  return out;
}

/** An optional single-line text (websiteName, subject, accessKey): absent or null is ''. */
export function optionalTextValues(label: string, max: number, before: string, after: string): FieldValue[] {
  const whole = `${before}${after}`;
  const out = charValues(before, after, HOSTILE_CHARS, (_ch, trimmedAway) => (trimmedAway ? accept(whole) : refuse(INVALID_CHARS)));
  for (const v of INVISIBLE_VALUES) out.push({ label: v.name, value: v.value, outcome: v.refusedOnALine ? refuse(INVALID_CHARS) : accept(v.value) });
  for (const [name, value] of WRONG_TYPES) out.push({ label: name, value, outcome: refuse(`${label} must be text`) });
  out.push(
    { label: 'null', value: null, outcome: accept('') },
    { label: 'missing', value: MISSING, outcome: accept('') },
    { label: 'one over the maximum', value: 'z'.repeat(max + 1), outcome: refuse(`${label} must be at most ${max} characters`) },
    { label: 'fine Unicode', value: 'Kerala — केरल', outcome: accept('Kerala — केरल') },
  );
  return out;
}

/** The tracking rule: every character a single line refuses is removed, then spaces trimmed; never refused for it. */
export function trackingValues(label: string, max: number, chars = HOSTILE_CHARS): FieldValue[] {
  const out: FieldValue[] = chars.map((ch) => ({ label: `${ch.name} inside`, value: `Chrome ${ch.char}x`, outcome: accept('Chrome x') }));
  for (const v of INVISIBLE_VALUES) out.push({ label: v.name, value: v.value, outcome: accept(v.tracked) });
  for (const [name, value] of WRONG_TYPES.slice(0, 6)) out.push({ label: name, value, outcome: refuse(`${label} must be text`) });
  out.push(
    { label: 'null', value: null, outcome: accept('') },
    { label: 'one over the maximum', value: 't'.repeat(max + 1), outcome: refuse(`${label} must be at most ${max} characters`) },
  );
  return out;
}

export function emailValues(rule: { required: string; invalid: string }): FieldValue[] {
  const out = [
    ...charValues('pri', 'ya@example.in', HOSTILE_CHARS, (_ch, trimmedAway) => (trimmedAway ? accept('priya@example.in') : refuse(rule.invalid))),
    ...charValues('priya@exa', 'mple.in', HOSTILE_CHARS.slice(0, 30), (_ch, trimmedAway) => (trimmedAway ? accept('priya@example.in') : refuse(rule.invalid))),
  ];
  for (const v of INVISIBLE_VALUES) out.push({ label: v.name, value: v.value, outcome: refuse(rule.invalid) });
  for (const [label, value] of WRONG_TYPES) out.push({ label, value, outcome: refuse(rule.invalid) });
  out.push(
    { label: 'null', value: null, outcome: refuse(rule.required) },
    { label: 'missing', value: MISSING, outcome: refuse(rule.required) },
    { label: 'blank', value: ' \t ', outcome: refuse(rule.required) },
    { label: '101 characters', value: `${'a'.repeat(95)}@b.com`, outcome: refuse('Email must be at most 100 characters') },
    { label: 'no domain', value: 'priya@', outcome: refuse(rule.invalid) },
    { label: 'capitals and spaces', value: ' Priya@Example.IN ', outcome: accept('priya@example.in') },
    { label: 'an IDN address', value: 'प्रिया@उदाहरण.भारत', outcome: accept('प्रिया@उदाहरण.भारत') },
    { label: 'a joiner in the address', value: 'क्\u200Dष@example.in', outcome: refuse(rule.invalid) },
  );
  return out;
}

/** A count from 1 to 50 (digit strings count as numbers). */
export function countValues(rule: { required: string; range: string }): FieldValue[] {
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= 50;
  const out: FieldValue[] = BAD_NUMBERS.map(([label, value]) => ({ label, value, outcome: refuse(rule.range) }));
  out.push(
    { label: '1.0', value: new Raw('1.0'), outcome: accept(1) },
    { label: '5e1', value: new Raw('5e1'), outcome: accept(50) },
  );
  for (const s of NUMBER_STRINGS) {
    let outcome: Outcome;
    if (s.trim() === '') outcome = refuse(rule.required);
    else if (/^\s*\d{1,6}\s*$/.test(s)) outcome = inRange(Number(s)) ? accept(Number(s)) : refuse(rule.range);
    else outcome = refuse(rule.range);
    out.push({ label: `the string ${JSON.stringify(s)}`, value: s, outcome });
  }
  out.push(...charValues('1', '2', HOSTILE_CHARS.slice(0, 33), (_ch, trimmedAway) => (trimmedAway ? accept(12) : refuse(rule.range))));
  for (const [label, value] of WRONG_TYPES.filter(([, v]) => typeof v !== 'number')) out.push({ label, value, outcome: refuse(rule.range) });
  out.push({ label: 'null', value: null, outcome: refuse(rule.required) }, { label: 'missing', value: MISSING, outcome: refuse(rule.required) });
  return out;
}

/** A phone number: spaces and hyphens are dropped; `wrong` is the message for anything that is not a mobile number's digits. */
export function phoneValues(required: string, wrong: string, lengthMessage = wrong): FieldValue[] {
  const out = charValues('98765', '43210', HOSTILE_CHARS, (ch) => (ch.space ? accept('9876543210') : refuse(wrong)));
  for (const [label, value] of WRONG_TYPES) out.push({ label, value, outcome: refuse(wrong) });
  out.push(
    { label: 'the number as a number', value: 9876543210, outcome: refuse(wrong) },
    { label: 'null', value: null, outcome: refuse(required) },
    { label: 'missing', value: MISSING, outcome: refuse(required) },
    { label: 'spaces only', value: '  -  ', outcome: refuse(required) },
    { label: 'five digits', value: '98765', outcome: refuse(lengthMessage) },
    { label: 'full-width digits', value: '９８７６５４３２１０', outcome: refuse(wrong) },
    { label: 'with hyphens', value: '98765-43210', outcome: accept('9876543210') },
  );
  return out;
}

export function dateValues(required: string): FieldValue[] {
  const date = futureDate(40);
  const out = charValues(date.slice(0, 7), date.slice(7), HOSTILE_CHARS, (_ch, trimmedAway) => (trimmedAway ? accept(date) : refuse(INVALID_DATE)));
  for (const [label, value] of WRONG_TYPES) out.push({ label, value, outcome: refuse(INVALID_DATE) });
  out.push(
    { label: 'null', value: null, outcome: refuse(required) },
    { label: 'missing', value: MISSING, outcome: refuse(required) },
    { label: 'February 30th', value: '2027-02-30', outcome: refuse(INVALID_DATE) },
    { label: 'year 99999', value: '99999-01-01', outcome: refuse(INVALID_DATE) },
  );
  return out;
}

/** A field that takes a few values only (productId 1, source 'WEBSITE'...); absent takes the default. */
export function choiceValues(allowed: unknown[], message: string, opts: { nullAllowed?: boolean } = {}): FieldValue[] {
  const tries: [string, unknown][] = [
    ['2', 2], ['0', 0], ['-1', -1], ['2^31', 2 ** 31], ['1e308', 1e308], ['1.5', 1.5], ['the string "1"', '1'], ['NaN as text', 'NaN'],
    ['an allowed value with a NUL', `${String(allowed[0])}\u0000`], ['true', true], ['an array', [allowed[0]]], ['an object', {}],
  ];
  const out: FieldValue[] = tries.map(([label, value]) => ({ label, value, outcome: allowed.includes(value) ? accept(value) : refuse(message) }));
  out.push(
    { label: 'null', value: null, outcome: opts.nullAllowed ? accept() : refuse(message) },
    { label: 'missing', value: MISSING, outcome: accept() },
    ...allowed.map((value) => ({ label: `allowed ${JSON.stringify(value)}`, value, outcome: accept(value) })),
  );
  return out;
}

/**
 * The contact preference: a list of 'phone', 'whatsapp' and 'email', at
 * least one, stored comma-separated in that order, each once; absent or null is a
 * phone call. Everything else is refused with one of the field's two messages.
 */
export function contactPreferenceValues(required: string, invalid: string): FieldValue[] {
  const refusedAs: [string, unknown][] = [
    ['a string', 'phone'], ['a comma-separated string', 'phone,email'], ['a number', 1], ['true', true], ['an object', { phone: true }],
    ['an unknown way', ['fax']], ['a way in capitals', ['PHONE']], ['a way with a space', [' phone']], ['a way with a NUL', ['phone\u0000']],
    ['a null entry', [null]], ['a number entry', [1]], ['a nested list', [['phone']]], ['four entries', ['phone', 'whatsapp', 'email', 'phone']],
    ['a thousand entries', Array.from({ length: 1000 }, () => 'phone')], ['a bidi override', ['\u202Ephone']],
  ];
  return [
    { label: 'missing', value: MISSING, outcome: accept('phone') },
    { label: 'null', value: null, outcome: accept('phone') },
    { label: 'an empty list', value: [], outcome: refuse(required) },
    ...refusedAs.map(([label, value]) => ({ label, value, outcome: refuse(invalid) })),
    { label: 'every way, reversed', value: ['email', 'whatsapp', 'phone'], outcome: accept('phone,whatsapp,email') },
    { label: 'a way twice', value: ['email', 'email'], outcome: accept('email') },
    { label: 'whatsapp alone', value: ['whatsapp'], outcome: accept('whatsapp') },
  ];
}

// ---- requests

/** A query-string value, percent-encoded; a lone surrogate as the three bytes UTF-8 would give it (not UTF-8: the server keeps them undecoded). */
export function queryValue(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

export interface Expected {
  status: number;
  /** The exact answer, when it is an error envelope. */
  body?: unknown;
}

export interface HostileCase {
  name: string;
  /** Built when sent: a contact body asks the server for a fresh captcha. */
  build(): Promise<InjectOptions>;
  expect: Expected;
  /** For an accepted case: the column and what the stored row holds there. */
  stored?: { column: string; value: unknown };
  /** Idempotency-Key sent (search rows are found by it). */
  key?: string;
}

/** The error envelope of a 400 on one field. */
export function fieldError(field: string, message: string, status = 400): Expected {
  return { status, body: { code: 0, message, errors: [{ field, message }] } };
}

export function plainError(status: number, message: string): Expected {
  return { status, body: { code: 0, message } };
}

/** JSON text of a body whose values may be Raw JSON or MISSING. */
export function jsonText(body: Record<string, unknown>): string {
  const raws: string[] = [];
  const plain = Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== MISSING)
      .map(([k, v]) => [k, v instanceof Raw ? `\u0000raw${raws.push(v.json) - 1}\u0000` : v]),
  );
  return JSON.stringify(plain).replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]);
}

export function withAuthCode(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}authCode=${encodeURIComponent(AUTH)}`;
}

/** A JSON POST. */
export function post(url: string, body: Record<string, unknown> | string | Buffer, headers: Record<string, string> = {}): InjectOptions {
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : jsonText(body);
  return { method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } };
}

export interface Target {
  /** The route's URL with its query (authCode added by the cases). */
  url: string;
  /**
   * A valid body, a new one per request. `fresh` is false when the case expects a
   * refusal before the body is used (a contact form then needs no real captcha:
   * a wrong expectation still shows, as a refusal of the captcha).
   */
  base(fresh?: boolean): Promise<Record<string, unknown>>;
  /** What a body the route accepts answers (`found`: a search's destination). */
  accepted(found: boolean): Expected;
  /** A text field the latin1 case spells 'José' in, and what its row then holds (undefined: refused on the field). */
  latin1Field: { name: string; stored?: string };
  /** Sent with every request (the chat's key). */
  headers?: Record<string, string>;
}

export interface FieldCaseOptions {
  /** The column the field is stored in. */
  column?: string;
  /** A key per case (from the field and the case's number), sent as Idempotency-Key (search rows are found by it)... */
  key?: (id: string) => string;
  /** ...or used by `url` instead (a chat session per case). */
  url?: (key: string) => string;
}

/** Field values into requests: the base body with one field replaced (or left out). */
export function fieldCases(target: Target, field: string, values: FieldValue[], opts: FieldCaseOptions = {}): HostileCase[] {
  return values.map((v, i) => {
    const key = opts.key?.(`${field}-${i}`);
    const outcome = v.outcome;
    return {
      name: `${field}: ${v.label}`,
      key,
      async build() {
        const base = await target.base(outcome.ok);
        const body = { ...base, [field]: v.value instanceof Derived ? v.value.from(base) : v.value };
        const url = key && opts.url ? opts.url(key) : target.url;
        return post(withAuthCode(url), body, { ...target.headers, ...(key && !opts.url ? { 'idempotency-key': key } : {}) });
      },
      expect: outcome.ok ? target.accepted(outcome.found ?? true) : fieldError(outcome.field ?? field, outcome.message),
      stored: outcome.ok && outcome.stored !== undefined && opts.column ? { column: opts.column, value: outcome.stored } : undefined,
    };
  });
}

/** Bodies and transports a JSON API must survive: not JSON, not an object, deep, the wrong content type or encoding, too big. */
export function transportCases(target: Target, keyOf?: (id: string) => string): HostileCase[] {
  const url = () => withAuthCode(target.url);
  const list: { name: string; build: () => Promise<InjectOptions>; expect: Expected }[] = [];
  const headers = target.headers ?? {};
  const raw = (name: string, payload: string, expect: Expected) => list.push({ name, build: async () => post(url(), payload, headers), expect });
  raw('not JSON', 'not json', plainError(400, NOT_JSON));
  raw('cut short', '{"name":', plainError(400, NOT_JSON));
  raw('two closing braces', '{"a":1}}', plainError(400, NOT_JSON));
  raw('a __proto__ key', '{"__proto__":{"polluted":1}}', plainError(400, NOT_JSON));
  raw('a constructor.prototype key', '{"constructor":{"prototype":{"polluted":1}}}', plainError(400, NOT_JSON));
  raw('empty', '', plainError(400, NOT_AN_OBJECT));
  for (const body of ['[]', '[{"email":"a@b.co"}]', '"just a string"', '42', 'null', 'true', DEEP_ARRAY.json]) {
    raw(`the body ${body.slice(0, 12)}`, body, fieldError('body', NOT_AN_OBJECT));
  }
  list.push({
    name: '10,000 nested arrays in a field nobody reads',
    build: async () => post(url(), { ...(await target.base(true)), extra: DEEP_ARRAY }, headers),
    expect: target.accepted(true),
  });
  list.push({
    name: 'a body over the limit',
    build: async () => post(url(), { ...(await target.base(false)), padding: 'z'.repeat(70 * 1024) }, headers),
    expect: plainError(413, 'Request body is too large.'),
  });
  const unsupported = plainError(415, 'Unsupported Content-Type: send application/json.');
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json-patch+json']) {
    list.push({ name: `Content-Type ${type}`, build: async () => post(url(), await target.base(false), { ...headers, 'content-type': type }), expect: unsupported });
  }
  list.push({
    name: 'no Content-Type',
    build: async () => ({ method: 'POST', url: url(), payload: jsonText(await target.base(false)), headers }),
    expect: unsupported,
  });
  list.push({
    name: 'charset=latin1 with ASCII only (the same bytes as UTF-8)',
    build: async () => post(url(), await target.base(true), { ...headers, 'content-type': 'application/json; charset=latin1' }),
    expect: target.accepted(true),
  });
  const { name: latinField, stored: latinStored } = target.latin1Field;
  list.push({
    name: `charset=latin1 with 'José' in ${latinField} (not UTF-8: read as damaged text)`,
    build: async () => post(url(), Buffer.from(jsonText({ ...(await target.base(latinStored !== undefined)), [latinField]: 'José Rao' }), 'latin1'), { ...headers, 'content-type': 'application/json; charset=latin1' }),
    expect: latinStored === undefined ? fieldError(latinField, INVALID_CHARS) : target.accepted(true),
  });
  list.push({
    name: 'bytes that are not UTF-8 under charset=utf-8',
    build: async () => {
      const text = jsonText({ ...(await target.base(latinStored !== undefined)), [latinField]: 'Jo__ Rao' });
      const bytes = Buffer.from(text, 'utf8');
      const at = bytes.indexOf('__');
      bytes[at] = 0xc0;
      bytes[at + 1] = 0xaf;
      return post(url(), bytes, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    },
    expect: latinStored === undefined ? fieldError(latinField, INVALID_CHARS) : target.accepted(true),
  });
  list.push({
    name: 'a real gzip body',
    build: async () => post(url(), zlib.gzipSync(jsonText(await target.base(true))), { ...headers, 'content-encoding': 'gzip' }),
    expect: target.accepted(true),
  });
  const undecodable = plainError(400, 'The request body could not be decompressed.');
  for (const encoding of ['gzip', 'deflate', 'br']) {
    list.push({ name: `Content-Encoding ${encoding} with garbage`, build: async () => post(url(), Buffer.from('garbage, not compressed'), { ...headers, 'content-encoding': encoding }), expect: undecodable });
  }
  list.push({
    name: 'Content-Encoding gzip with JSON that is not compressed',
    build: async () => post(url(), await target.base(false), { ...headers, 'content-encoding': 'gzip' }),
    expect: undecodable,
  });
  list.push({
    name: 'an unknown Content-Encoding',
    build: async () => post(url(), await target.base(false), { ...headers, 'content-encoding': 'x-rot13' }),
    expect: plainError(415, 'Unsupported Content-Encoding: send the body as it is, or in gzip, deflate or br.'),
  });
  list.push({
    name: 'a Content-Length shorter than the body',
    build: async () => post(url(), await target.base(false), { ...headers, 'content-length': '5' }),
    expect: plainError(400, 'Content-Length does not match the body.'),
  });
  return list.map((item, i) => {
    const key = item.expect.status < 300 ? keyOf?.(`transport-${i}`) : undefined;
    if (!key) return item;
    const build = async () => {
      const request = await item.build();
      return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
    };
    return { ...item, key, build };
  });
}

/** authCode missing, wrong, or wrongly sent: 401, whatever the body. */
export function authCases(target: Target): HostileCase[] {
  const [path, query = ''] = target.url.split('?');
  const prefix = query ? `${path}?${query}&` : `${path}?`;
  const codes: [string, string][] = [
    ['no authCode', ''],
    ['an empty authCode', 'authCode='],
    ['a wrong authCode', 'authCode=wrong'],
    ['the authCode in capitals', `authCode=${encodeURIComponent(AUTH.toUpperCase())}`],
    ['the authCode and a NUL', `authCode=${encodeURIComponent(AUTH)}%00`],
    ['the authCode and a space', `authCode=${encodeURIComponent(AUTH)}%20`],
    ['the authCode twice', `authCode=${encodeURIComponent(AUTH)}&authCode=${encodeURIComponent(AUTH)}`],
    ['authCode as an array', `authCode[]=${encodeURIComponent(AUTH)}`],
    ['10,000 characters', `authCode=${'a'.repeat(10_000)}`],
    ['an RLO and the authCode', `authCode=%E2%80%AE${encodeURIComponent(AUTH)}`],
  ];
  return codes.map(([name, code]) => ({
    name,
    build: async () => post(code ? `${prefix}${code}` : prefix.slice(0, -1), await target.base(false), target.headers),
    expect: plainError(401, AUTH_MESSAGE),
  }));
}

// ---- running

export interface Run {
  /** Every case whose answer was not the one expected (empty when all is well). */
  problems: string[];
  /** Answers by status. */
  statuses: Record<number, number>;
  answers: { c: HostileCase; res: LightMyRequestResponse }[];
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The site's success envelope, or Luna's answer. */
function isSuccess(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as { code?: unknown; model_response?: unknown };
  return answer.code === 1 || typeof answer.model_response === 'string';
}

/** Sends the cases one after another and compares each answer with what its case says. */
export async function run(t: TestApp, cases: HostileCase[]): Promise<Run> {
  const result: Run = { problems: [], statuses: {}, answers: [] };
  // A lead write carries a solved bot check, as the site's client sends, made with
  // the server's key (these cases test the fields, bot-check.test.ts the check).
  // One is spent only by a stored lead, so it is kept for the next case until then.
  let botCheck: string | undefined;
  for (const c of cases) {
    const request = await c.build();
    const headers = { ...(request.headers as Record<string, string> | undefined) };
    if (isLeadWrite(request.method, String(request.url)) && !Object.keys(headers).some((h) => h.toLowerCase() === 'x-bot-check')) {
      botCheck ??= await mintedBotCheck(t.config.previewSecret);
      headers['x-bot-check'] = botCheck;
    }
    const res = await t.app.inject({ ...request, headers });
    if (res.statusCode < 300 || res.body.includes('X-Bot-Check')) botCheck = undefined;
    result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
    result.answers.push({ c, res });
    const body = parse(res.body);
    if (res.statusCode >= 500) result.problems.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    else if (res.statusCode !== c.expect.status) result.problems.push(`${c.name}: expected ${c.expect.status}, got ${res.statusCode} ${res.body.slice(0, 300)}`);
    else if (c.expect.body !== undefined && JSON.stringify(body) !== JSON.stringify(c.expect.body)) {
      result.problems.push(`${c.name}: expected ${JSON.stringify(c.expect.body)}, got ${res.body.slice(0, 300)}`);
    } else if (c.expect.body === undefined && !isSuccess(body)) {
      result.problems.push(`${c.name}: a success without the success envelope: ${res.body.slice(0, 200)}`);
    }
  }
  return result;
}

// ---- what is stored

/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** Never in a stored single line (joiners inside a word are part of it). */
const LINE_BAD = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800\uFFFD-\uFFFF]/u;
/** Never in stored long text. */
const LONG_BAD = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\p{Cs}\uFFFD-\uFFFF]/u;
/* eslint-enable no-control-regex */
const JOINER_IN_WORD = /([\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])/gu;
const LETTER = /(?![\u115F\u1160\u3164\uFFA0])[\p{L}\p{N}]/gu;

export interface ColumnRules {
  /** Long text: line breaks allowed. */
  long?: string[];
  /** Tracking values: nothing a line refuses, not even a joiner. */
  tracking?: string[];
  /** Names and places: at least this many letters or digits. */
  letters?: Record<string, number>;
}

/** Every row of the table, every text column, against the rules; a list of what breaks them. */
export async function storedProblems(t: TestApp, table: string, rules: ColumnRules): Promise<string[]> {
  const rows = (await t.database.handle.db.selectFrom(table as 'enquiries').selectAll().execute()) as Record<string, unknown>[];
  const problems: string[] = [];
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== 'string') continue;
      const at = `${table}.${column} of row ${String(row.id)}: ${JSON.stringify(value.slice(0, 60))}`;
      if (rules.long?.includes(column)) {
        if (LONG_BAD.test(value)) problems.push(`${at} holds a character long text refuses`);
      } else if (rules.tracking?.includes(column)) {
        if (LINE_BAD.test(value)) problems.push(`${at} holds a character tracking removes`);
      } else if (LINE_BAD.test(value.replace(JOINER_IN_WORD, '$1'))) {
        problems.push(`${at} holds a character a single line refuses`);
      }
      const letters = rules.letters?.[column];
      if (letters !== undefined && (value.match(LETTER)?.length ?? 0) < letters) problems.push(`${at} has fewer than ${letters} letters or digits`);
    }
  }
  return problems;
}

/** How many answers had each status. */
export function count(runs: Run[], status: number): number {
  return runs.reduce((n, r) => n + (r.statuses[status] ?? 0), 0);
}

/**
 * For each accepted case that says what its row holds: the row (found by `locate`
 * from the case and its answer) holds exactly that in the column.
 */
export async function storedMismatches(
  t: TestApp,
  table: string,
  r: Run,
  locate: (c: HostileCase, res: LightMyRequestResponse) => Record<string, unknown> | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { c, res } of r.answers) {
    if (!c.stored || (res.statusCode >= 300 && res.statusCode !== 404)) continue;
    const where = locate(c, res);
    if (!where) continue;
    let query = t.database.handle.db.selectFrom(table as 'enquiries').selectAll();
    for (const [column, value] of Object.entries(where)) query = query.where(column as 'id', '=', value as number);
    const row = (await query.orderBy('id').executeTakeFirst()) as Record<string, unknown> | undefined;
    const stored = row?.[c.stored.column];
    if (!row) problems.push(`${c.name}: no ${table} row where ${JSON.stringify(where)}`);
    else if (JSON.stringify(stored) !== JSON.stringify(c.stored.value)) {
      problems.push(`${c.name}: ${table}.${c.stored.column} holds ${JSON.stringify(stored)}, expected ${JSON.stringify(c.stored.value)}`);
    }
  }
  return problems;
}
