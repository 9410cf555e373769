// Hostile requests to the two destination searches, on SQLite and
// PostgreSQL: POST /api/package/search (everything in the body) and
// /api/package/search-main-package-and-sub-package (the destination in the query,
// POST with tracking values in the body, GET without). No 5xx; each 400 names its
// field with its own message; a search that is answered (200, or 404 when nothing
// is found) stores exactly one tracking row, found by the request's
// Idempotency-Key, whose text is cleaned by the one tracking rule.
import { describeEachDialect, type TestApp, useTestApp } from '../helpers/app';
import { expectHostileRun } from './checks';
import {
  accept,
  authCases,
  BAD_NUMBERS,
  choiceValues,
  fieldCases,
  fieldError,
  type FieldValue,
  HOSTILE_CHARS,
  type HostileCase,
  IDEMPOTENCY_KEY_INVALID,
  INT32_MAX,
  INVALID_CHARS,
  INVISIBLE_VALUES,
  MISSING,
  NUMBER_STRINGS,
  post,
  queryValue,
  Raw,
  refuse,
  type Run,
  SAMPLE_CHARS,
  type Target,
  trackingValues,
  transportCases,
  withAuthCode,
  WRONG_TYPES,
} from './payloads';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';

const NOT_FOUND = { code: 0, message: 'No packages found for this destination.', data: null };
const DESTINATION_ID = 'destinationId must be a destination id (a whole number from 1) or null';
const DESTINATION_ID_TYPE = 'destinationId must be a number or null';
const TRACKING_COLUMNS = ['page_name', 'destination_query', 'month', 'device_type', 'browser', 'source', 'source_media', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'idempotency_key'];

/** Lone surrogates only (a pair is one code point, not Cs). */
const isLoneSurrogate = (ch: string) => /^\p{Cs}+$/u.test(ch);

/** The tracking fields of both search bodies, with their columns; `pageName` stores the page's default when blank. */
function trackingFieldCases(target: Target, key: (id: string) => string, defaultPage: string): HostileCase[] {
  const fields: [field: string, column: string, max: number][] = [
    ['deviceType', 'device_type', 20],
    ['browser', 'browser', 50],
    ['utmSource', 'utm_source', 200],
    ['utmMedium', 'utm_medium', 200],
    ['utmCampaign', 'utm_campaign', 200],
    ['utmContent', 'utm_content', 200],
    ['date', 'month', 50],
    ['source', 'source', 50],
    ['sourceMedia', 'source_media', 50],
    ['pageName', 'page_name', 50],
  ];
  return fields.flatMap(([field, column, max]) => {
    // Every character in one field; the same rule, one of each family, in the others.
    let values = trackingValues(field, max, field === 'browser' ? HOSTILE_CHARS : SAMPLE_CHARS);
    if (field === 'pageName') values = values.map((v) => (v.outcome.ok && v.outcome.stored === '' ? { ...v, outcome: accept(defaultPage) } : v));
    return fieldCases(target, field, values, { column, key });
  });
}

/** The tracking id: any whole number that fits an integer column, or null; it is not stored. */
const trackingIdValues: FieldValue[] = [
  ...BAD_NUMBERS.map(([label, value]) => {
    const n = value instanceof Raw ? Number(value.json) : (value as number);
    if (!Number.isFinite(n)) return { label, value, outcome: refuse('id must be a number') };
    return { label, value, outcome: Number.isInteger(n) && n >= -INT32_MAX - 1 && n <= INT32_MAX ? accept() : refuse('id must be a whole number') };
  }),
  ...NUMBER_STRINGS.map((s) => ({ label: `the string ${JSON.stringify(s)}`, value: s, outcome: refuse('id must be a number') })),
  ...WRONG_TYPES.map(([label, value]) => ({
    label,
    value,
    outcome: typeof value !== 'number' ? refuse('id must be a number') : Number.isInteger(value) ? accept() : refuse('id must be a whole number'),
  })),
  { label: 'null', value: null, outcome: accept() },
];

/** A destination name in a query string: what the server reads of it, and whether that finds Goa. */
function queryNameValues(): { label: string; query: string; outcome: Outcome }[] {
  const out: { label: string; query: string; outcome: Outcome }[] = [];
  for (const ch of HOSTILE_CHARS) {
    // After a space: a joiner there is not inside a word (inside one it is part of the word).
    const places = [['inside', `Go ${ch.char}a`, false]] as [string, string, boolean][];
    if (ch.space || ch.edges) places.push(['first', `${ch.char}Goa`, true], ['last', `Goa${ch.char}`, true]);
    for (const [where, text, atAnEnd] of places) {
      const query = queryValue(text);
      let outcome: Outcome;
      // A lone surrogate has no UTF-8 form: its bytes do not decode, and the server keeps the text as it came.
      if (isLoneSurrogate(ch.char)) outcome = accept(query, false);
      else if (atAnEnd && ch.space) outcome = accept('Goa', true);
      else outcome = refuse(INVALID_CHARS);
      out.push({ label: `${ch.name} ${where}`, query, outcome });
    }
  }
  for (const v of INVISIBLE_VALUES) {
    out.push({ label: v.name, query: queryValue(v.value), outcome: v.refusedOnALine ? refuse(INVALID_CHARS) : accept(v.value, false) });
  }
  const required = refuse('destinationName is required');
  out.push(
    { label: 'empty', query: '', outcome: required },
    { label: 'a plus (a space)', query: '+', outcome: required },
    { label: 'encoded spaces', query: '%20%09%20', outcome: required },
    { label: '101 characters', query: 'g'.repeat(101), outcome: refuse('destinationName must be at most 100 characters') },
    { label: 'in capitals with spaces', query: '%20GOA%20', outcome: accept('GOA', true) },
    { label: 'a place we do not serve', query: 'Atlantis', outcome: accept('Atlantis', false) },
    { label: 'SQL', query: queryValue("Goa' OR '1'='1"), outcome: accept("Goa' OR '1'='1", false) },
    { label: 'a lone percent sign', query: '%', outcome: accept('%', false) },
    { label: 'a broken escape', query: 'Go%2', outcome: accept('Go%2', false) },
    { label: 'an overlong UTF-8 slash', query: '%C0%AF', outcome: accept('%C0%AF', false) },
  );
  return out;
}

type Outcome = FieldValue['outcome'];

/** Every answered search (200, or 404 when nothing was found) stored one row, with `found` as answered. */
async function trackedRows(t: TestApp, r: Run): Promise<string[]> {
  await t.flushTracking();
  const problems: string[] = [];
  for (const { c, res } of r.answers) {
    if (!c.key || (res.statusCode !== 200 && res.statusCode !== 404)) continue;
    const rows = await t.database.handle.db.selectFrom('search_events').select('found').where('idempotency_key', '=', c.key).execute();
    const expected = res.statusCode === 200 ? 1 : 0;
    if (rows.length !== 1 || Number(rows[0].found) !== expected) problems.push(`${c.name}: ${rows.length} rows, found ${JSON.stringify(rows.map((row) => row.found))}, expected one with ${expected}`);
  }
  return problems;
}

/** A search's row is found by the Idempotency-Key its case sent. */
const byKey = (c: HostileCase) => (c.key ? { idempotency_key: c.key } : undefined);

describeEachDialect('hostile requests: destination searches', (dialect) => {
  const t = useTestApp(dialect);

  const answered = (found: boolean) => (found ? { status: 200 } : { status: 404, body: NOT_FOUND });

  it('POST /api/package/search: every hostile request answered as its field says; one cleaned tracking row per answered search', async () => {
    const key = (id: string) => `hostile-home-${id}`;
    const target: Target = {
      url: '/api/package/search',
      base: async () => ({ ...exampleTrackingPayload('HOMEPAGE'), destinationId: null, destinationName: 'Goa' }),
      accepted: answered,
      latin1Field: { name: 'destinationName' },
    };
    const allRequired = refuse('All fields are required!');
    const nameValues: FieldValue[] = [
      ...HOSTILE_CHARS.flatMap((ch) => {
        const places: [string, string, boolean][] = [['inside', `Go ${ch.char}a`, false]];
        if (ch.space || ch.edges) places.push(['first', `${ch.char}Goa`, true], ['last', `Goa${ch.char}`, true]);
        return places.map(([where, value, atAnEnd]) => ({ label: `${ch.name} ${where}`, value, outcome: atAnEnd && ch.space ? accept('Goa', true) : refuse(INVALID_CHARS) }));
      }),
      ...INVISIBLE_VALUES.map((v) => ({ label: v.name, value: v.value, outcome: v.refusedOnALine ? refuse(INVALID_CHARS) : accept(v.value, false) })),
      ...WRONG_TYPES.map(([label, value]) => ({ label, value, outcome: refuse('destinationName must be text') })),
      { label: 'null', value: null, outcome: allRequired },
      { label: 'missing', value: MISSING, outcome: allRequired },
      { label: 'empty', value: '', outcome: allRequired },
      { label: 'spaces', value: ' \t ', outcome: allRequired },
      { label: '101 characters', value: 'g'.repeat(101), outcome: refuse('destinationName must be at most 100 characters') },
      { label: 'in capitals with spaces', value: ' GOA ', outcome: accept('GOA', true) },
      { label: 'a place we do not serve', value: 'Atlantis', outcome: accept('Atlantis', false) },
      { label: 'a joiner inside a word (kept by the rule, removed by tracking)', value: 'क्\u200Dष', outcome: accept('क्ष', false) },
      { label: 'SQL', value: "Goa'; DROP TABLE search_events; --", outcome: accept("Goa'; DROP TABLE search_events; --", false) },
    ];
    const idValues: FieldValue[] = [
      ...[...BAD_NUMBERS, ...WRONG_TYPES].map(([label, value]) => {
        const n = value instanceof Raw ? Number(value.json) : value;
        let outcome: Outcome;
        if (typeof n !== 'number' || !Number.isFinite(n)) outcome = refuse(DESTINATION_ID_TYPE);
        // A valid id that is not a destination: the name (Goa) is searched instead.
        else if (Number.isInteger(n) && n >= 1 && n <= INT32_MAX && !Object.is(n, -0)) outcome = accept(undefined, true);
        else outcome = refuse(DESTINATION_ID);
        return { label, value, outcome };
      }),
      ...NUMBER_STRINGS.map((s) => ({ label: `the string ${JSON.stringify(s)}`, value: s, outcome: refuse(DESTINATION_ID_TYPE) })),
      { label: 'null', value: null, outcome: accept(undefined, true) },
      { label: 'missing', value: MISSING, outcome: accept(undefined, true) },
    ];
    const all = [
      ...fieldCases(target, 'destinationName', nameValues, { column: 'destination_query', key }),
      ...fieldCases(target, 'destinationId', idValues, { key }),
      ...fieldCases(target, 'id', trackingIdValues, { key }),
      ...fieldCases(target, 'websiteId', choiceValues([1], 'websiteId must be 1', { nullAllowed: true }), { column: 'website_id', key }),
      ...trackingFieldCases(target, key, 'HOMEPAGE'),
      ...transportCases(target, key),
      ...authCases(target),
    ];
    await expectHostileRun(t, all, {
      name: 'POST /api/package/search',
      table: 'search_events',
      alsoProblems: (r) => trackedRows(t, r),
      rowsStored: (r) => (r.statuses[200] ?? 0) + (r.statuses[404] ?? 0),
      locate: byKey,
      rules: { tracking: TRACKING_COLUMNS },
    });
  });

  it('/api/package/search-main-package-and-sub-package, POST and GET: every hostile request answered as its query or body says; one cleaned row per answered POST', async () => {
    const key = (id: string) => `hostile-listing-${id}`;
    const path = '/api/package/search-main-package-and-sub-package';
    const target: Target = {
      url: `${path}?destinationName=Goa`,
      base: async () => exampleTrackingPayload('LISTING_PAGE'),
      accepted: answered,
      latin1Field: { name: 'browser', stored: 'Jos Rao' },
    };
    const queryCases: HostileCase[] = queryNameValues().flatMap(({ label, query, outcome }, i) => {
      const expect = outcome.ok ? answered(outcome.found ?? true) : fieldError('destinationName', outcome.message);
      const stored = outcome.ok ? { column: 'destination_query', value: outcome.stored } : undefined;
      const url = withAuthCode(`${path}?destinationName=${query}`);
      const k = key(`query-${i}`);
      return [
        { name: `POST destinationName: ${label}`, key: k, stored, expect, build: async () => post(url, exampleTrackingPayload('LISTING_PAGE'), { 'idempotency-key': k }) },
        { name: `GET destinationName: ${label}`, expect, build: async () => ({ method: 'GET' as const, url }) },
        // the same name beside an accepted websiteId, before it and after it (a blank one is absent): the answer is the name's
        ...[`websiteId=1&destinationName=${query}`, `destinationName=${query}&websiteId=`].map((search) => ({
          name: `GET destinationName beside websiteId (${search.startsWith('websiteId') ? 'after' : 'before'}): ${label}`,
          expect,
          build: async () => ({ method: 'GET' as const, url: withAuthCode(`${path}?${search}`) }),
        })),
      ];
    });
    const ID = 'websiteId must be a positive whole number';
    const websiteIds: [string, Outcome][] = [
      ['', accept(undefined, true)],
      ['1', accept(undefined, true)],
      ['0', refuse(ID)],
      ['-1', refuse(ID)],
      ['1.5', refuse(ID)],
      ['1e3', refuse(ID)],
      ['2147483648', refuse(ID)],
      ['9'.repeat(40), refuse(ID)],
      ['abc', refuse(ID)],
      ['1%00', refuse(ID)],
      ['1&websiteId=2', refuse(ID)],
    ];
    for (const [value, outcome] of websiteIds) {
      const url = withAuthCode(`${path}?destinationName=Goa&websiteId=${value}`);
      const expect = outcome.ok ? answered(true) : fieldError('websiteId', outcome.message);
      queryCases.push({ name: `GET websiteId=${value}`, expect, build: async () => ({ method: 'GET', url }) });
    }
    const all = [
      ...queryCases,
      ...fieldCases(target, 'id', trackingIdValues, { key }),
      ...fieldCases(target, 'websiteId', choiceValues([1], 'websiteId must be 1', { nullAllowed: true }), { column: 'website_id', key }),
      ...trackingFieldCases(target, key, 'LISTING_PAGE'),
      ...transportCases(target, key),
      ...authCases(target),
      ...authCases({ ...target, url: `${path}?destinationName=Goa` }).map((c) => ({ ...c, name: `GET ${c.name}`, build: async () => ({ ...(await c.build()), method: 'GET' as const, payload: undefined, headers: {} }) })),
    ];
    const posts = all.filter((c) => !c.name.startsWith('GET'));
    expect(posts.length).toBeGreaterThanOrEqual(300);
    expect(all.length - posts.length).toBeGreaterThanOrEqual(300);

    await expectHostileRun(t, all, {
      name: path,
      table: 'search_events',
      alsoProblems: (r) => trackedRows(t, r),
      rowsStored: (r) => r.answers.filter(({ c, res }) => !c.name.startsWith('GET') && (res.statusCode === 200 || res.statusCode === 404)).length,
      locate: byKey,
      rules: { tracking: TRACKING_COLUMNS },
      sent: `${posts.length} hostile POSTs and ${all.length - posts.length} GETs`,
    });
  });

  it('a search with a reused Idempotency-Key is answered and stores no second row; a malformed key is refused by name', async () => {
    const url = withAuthCode('/api/package/search-main-package-and-sub-package?destinationName=Goa');
    const before = await t.count('search_events');
    const key = `hostile-search-reuse-${dialect}`;
    for (const body of [exampleTrackingPayload(), exampleTrackingPayload(), exampleTrackingPayload('LISTING_PAGE', { browser: 'Firefox' })]) {
      const res = await t.app.inject(post(url, body, { 'idempotency-key': key }));
      expect(res.statusCode).toBe(200);
    }
    expect(await t.count('search_events')).toBe(before + 1);
    for (const bad of ['has spaces', 'k'.repeat(101), '', 'clé']) {
      const res = await t.app.inject(post(url, exampleTrackingPayload(), { 'idempotency-key': bad }));
      expect({ key: bad, status: res.statusCode, body: JSON.parse(res.body) }).toEqual({ key: bad, ...fieldError('Idempotency-Key', IDEMPOTENCY_KEY_INVALID) });
    }
    expect(await t.count('search_events')).toBe(before + 1);
  });
});
