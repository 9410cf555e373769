// Generated malformed requests across the write routes: wrong types, missing
// fields, huge strings, unicode, SQL and HTML injection, bad JSON, wrong content
// types, oversized bodies. Each must be answered 4xx, store nothing, and leave
// the server answering.
import type { InjectOptions } from 'fastify';
import { AUTH, describeEachDialect, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { type IssuedCaptcha, issueCaptcha } from '../helpers/contact';
import { exampleTrackingPayload } from '@safarnama/contracts/examples';

const SQL = ["' OR '1'='1", "'; DROP TABLE enquiries; --", '1; DELETE FROM booking_requests', "admin'--", '" OR 1=1 --'];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const UNICODE = ['😀😀😀😀😀😀😀😀😀😀', 'مرحبا بالعالم', 'ज़ीरो', '\u202Etxt.exe', 'a\u0000b', '\uD800', '\u200B\u200B'];
const WRONG_TYPES: unknown[] = [12345, true, false, [], ['a', 'b'], {}, { $gt: '' }, 1e308];
const HUGE = 'x'.repeat(20_000);

interface WriteRoute {
  url: string;
  valid: () => Record<string, unknown>;
  required: string[];
  /** Fields whose format rejects any odd text (phone, email, date...). */
  formatted: string[];
  /** Fields that are typed but optional: wrong types only. */
  typed: string[];
}

/**
 * `captcha`: one challenge for every contact case. A case the body's schema refuses
 * never reaches the captcha check, so the challenge stays unspent for the next.
 */
function routes(packageId: number, captcha: IssuedCaptcha): WriteRoute[] {
  return [
    {
      url: '/api/request-book/add',
      valid: () => validBooking(packageId),
      required: ['duration', 'leadName', 'noOfPerson', 'packageDetailId', 'departureCity', 'date', 'email', 'phone'],
      formatted: ['noOfPerson', 'packageDetailId', 'date', 'email', 'phone'],
      typed: ['productId', 'websiteId'],
    },
    {
      url: '/api/request-book/add-direct',
      valid: () => validEnquiry(),
      required: ['name', 'phone', 'email', 'destination', 'departureCity', 'noOfPeople', 'date'],
      formatted: ['phone', 'email', 'noOfPeople', 'date'],
      typed: ['source', 'deviceType', 'utm_source'],
    },
    {
      url: '/api/newsletter/subscribe',
      valid: () => ({ email: 'fuzz@example.com', accessKey: 'k' }),
      required: ['email'],
      formatted: ['email'],
      typed: ['accessKey'],
    },
    {
      url: '/api/contact',
      valid: () => ({
        name: 'Fuzz Tester',
        email: 'fuzz@example.com',
        subject: 'Hi',
        message: 'Hello there',
        source: 'contact',
        captchaId: captcha.captchaId,
        captcha: captcha.code,
      }),
      required: ['name', 'email', 'message', 'captchaId', 'captcha'],
      formatted: ['email', 'source', 'captchaId', 'captcha'],
      typed: ['subject'],
    },
    {
      url: '/api/package/search-main-package-and-sub-package?destinationName=goa',
      valid: () => exampleTrackingPayload(),
      required: [],
      formatted: ['websiteId'],
      typed: ['deviceType', 'browser', 'utmSource', 'pageName', 'id'],
    },
    {
      url: '/api/package/search',
      valid: () => ({ ...exampleTrackingPayload('HOMEPAGE'), destinationId: null, destinationName: 'Goa' }),
      required: [],
      formatted: ['websiteId'],
      typed: ['destinationId', 'destinationName', 'browser', 'date'],
    },
  ];
}

function generate(packageId: number, captcha: IssuedCaptcha): { name: string; request: InjectOptions }[] {
  const out: { name: string; request: InjectOptions }[] = [];
  const post = (name: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    out.push({
      name,
      request: {
        method: 'POST',
        url: `${url}${url.includes('?') ? '&' : '?'}authCode=${AUTH}`,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json', ...headers },
      },
    });

  for (const route of routes(packageId, captcha)) {
    const short = route.url.replace(/\?.*/, '');
    for (const field of route.required) {
      const body = route.valid();
      delete body[field];
      post(`${short} missing ${field}`, route.url, body);
      post(`${short} null ${field}`, route.url, { ...route.valid(), [field]: null });
      post(`${short} blank ${field}`, route.url, { ...route.valid(), [field]: '   ' });
      post(`${short} huge ${field}`, route.url, { ...route.valid(), [field]: HUGE });
      post(`${short} NUL in ${field}`, route.url, { ...route.valid(), [field]: 'ab\u0000cd' });
    }
    for (const field of [...route.required, ...route.typed]) {
      for (const value of WRONG_TYPES) {
        const isNumeric = ['noOfPerson', 'noOfPeople', 'packageDetailId', 'id', 'destinationId'].includes(field);
        if (isNumeric && typeof value === 'number' && value !== 1e308) continue;
        if (field === 'websiteId' || field === 'productId') {
          if (value === 1) continue;
        }
        post(`${short} ${field} = ${JSON.stringify(value)}`, route.url, { ...route.valid(), [field]: value });
      }
    }
    for (const field of route.formatted) {
      for (const value of [...SQL, ...HTML, ...UNICODE]) {
        post(`${short} ${field} = ${JSON.stringify(value).slice(0, 30)}`, route.url, { ...route.valid(), [field]: value });
      }
    }
    post(`${short} HTML in a huge field`, route.url, { ...route.valid(), [route.required[0] ?? 'deviceType']: `<b>${'y'.repeat(5000)}</b>` });
    for (const raw of ['not json', '{"name":', '{"a":1}}', '[]', '[{"email":"a@b.co"}]', '"just a string"', '42', 'null', 'true', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      post(`${short} raw body ${raw.slice(0, 20)}`, route.url, raw);
    }
    post(`${short} empty body`, route.url, '');
    post(`${short} body too large`, route.url, { ...route.valid(), padding: 'z'.repeat(70 * 1024) });
    post(`${short} text/plain`, route.url, route.valid(), { 'content-type': 'text/plain' });
    post(`${short} form-encoded`, route.url, 'email=a%40b.co', { 'content-type': 'application/x-www-form-urlencoded' });
    post(`${short} xml`, route.url, '<a/>', { 'content-type': 'application/xml' });
    post(`${short} bad idempotency key`, route.url, route.valid(), { 'idempotency-key': 'has spaces in it' });
    post(`${short} deep nesting`, route.url, `${'['.repeat(5000)}${']'.repeat(5000)}`);
  }
  return out;
}

describeEachDialect('malformed write requests', (dialect) => {
  const t = useTestApp(dialect);
  let packageId: number;
  beforeAll(async () => {
    packageId = await t.firstPackageId();
  });

  const tables = ['enquiries', 'booking_requests', 'newsletter_subscriptions', 'contact_messages', 'search_events'] as const;

  it('at least 200 generated requests, each 4xx, nothing stored, server still answering', async () => {
    const cases = generate(packageId, await issueCaptcha(t));
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const before = await Promise.all(tables.map((table) => t.count(table)));
    const unexpected: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject(c.request);
      if (res.statusCode < 400 || res.statusCode >= 500) {
        unexpected.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const body = JSON.parse(res.body);
      if (body.code !== 0 || typeof body.message !== 'string') unexpected.push(`${c.name}: bad envelope ${res.body.slice(0, 200)}`);
    }
    expect(unexpected).toEqual([]);
    expect(await Promise.all(tables.map((table) => t.count(table)))).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const health = await t.request({ method: 'GET', url: '/api/health', auth: false });
    expect(health.statusCode).toBe(200);
    console.log(`[${dialect}] ${cases.length} malformed write requests answered 4xx`);
  });

  it('status codes are the specific ones: 400 bad JSON, 413 too large, 415 wrong content type', async () => {
    const url = `/api/request-book/add-direct?authCode=${AUTH}`;
    const badJson = await t.app.inject({ method: 'POST', url, payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(400);
    expect(JSON.parse(badJson.body)).toEqual({ code: 0, message: 'Request body is not valid JSON.' });
    const large = await t.app.inject({ method: 'POST', url, payload: JSON.stringify({ x: 'y'.repeat(70_000) }), headers: { 'content-type': 'application/json' } });
    expect(large.statusCode).toBe(413);
    const plain = await t.app.inject({ method: 'POST', url, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(plain.statusCode).toBe(415);
    const arrayBody = await t.app.inject({ method: 'POST', url, payload: '[]', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(arrayBody.body)).toMatchObject({ code: 0, message: 'Request body must be a JSON object', errors: [{ field: 'body' }] });
  });

  it('odd query strings and path parameters on reads never cause a 500', async () => {
    const urls = [
      `/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(SQL[1])}`,
      `/api/package/get-package-detail-and-itinerary?packageName=${encodeURIComponent(HTML[0])}`,
      `/api/package/get-package-detail-and-itinerary?packageName=%E0%A4`,
      `/api/package/get-package-detail-and-itinerary?packageName[]=a&packageName[]=b`,
      `/api/package/get-package-detail-and-itinerary?packageName=a&packageName=b`,
      `/api/package/search-main-package-and-sub-package?destinationName=${encodeURIComponent(UNICODE[0])}`,
      `/api/package/search-main-package-and-sub-package?destinationName=${'%00'.repeat(10)}`,
      `/api/package/search-main-package-and-sub-package?destinationName=${'a'.repeat(5000)}`,
      `/api/package/search-by-category?categoryName=${encodeURIComponent(SQL[0])}&websiteId=-1`,
      `/api/package/search-by-category?categoryName=x&websiteId=99999999999999999999`,
      `/api/package/package-pdf/${encodeURIComponent('../../etc/passwd')}`,
      `/api/package/package-pdf/%`,
      `/api/package/package-pdf/${'b'.repeat(2000)}`,
      `/api/tfn/get-by-website-id/1e3`,
      `/api/tfn/get-by-website-id/-1`,
      `/api/tfn/get-by-website-id/${'9'.repeat(40)}`,
      `/api/blog/get-all?categoryId=1;DROP TABLE blogs&destinationId=${encodeURIComponent('<x>')}`,
      `/api/blog/get-all?categoryId=0`,
      `/api/blog/search-by-blog-name?blogName=${encodeURIComponent(UNICODE[3])}`,
      `/media/art/destination/${encodeURIComponent('..%2F..%2Fsecret')}.svg`,
      `/media/art/${'k'.repeat(600)}/x.svg`,
      `/media/itineraries/${encodeURIComponent('a\u0000b')}.pdf`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}authCode=${AUTH}` });
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
    }
  });

  it('injection strings in free-text fields are stored verbatim, harmlessly', async () => {
    const name = "O'Brien; DROP TABLE enquiries;--";
    const res = await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ name, destination: '<script>alert(1)</script>' }) });
    expect(res.statusCode).toBe(201);
    const row = await t.database.handle.db.selectFrom('enquiries').selectAll().where('id', '=', JSON.parse(res.body).data.id).executeTakeFirstOrThrow();
    expect(row.name).toBe(name);
    expect(row.destination).toBe('<script>alert(1)</script>');
  });
});
