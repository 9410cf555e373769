import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureApi, resetRuntimeConfig } from '../config/runtime-config';
import { api, takePrimedSearch } from './api';
import { ApiError } from './api-error';
import { getHttpAdapter, setHttpAdapter } from './http-client';
import { primedResponseKey, primeResponses } from './primed-responses';
import { markPageReady } from '../ui/hooks/page-ready';
import { waitFor } from '@testing-library/react';
import type { DirectEnquiry } from './types';
import { easyBotCheckChallenge } from '../testing/fake-api';
import { resetBotCheck } from './bot-check';

interface Seen {
  method?: string;
  url?: string;
  baseURL?: string;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
  data: unknown;
}

let seen: Seen[] = [];
let answer: (config: InternalAxiosRequestConfig, callIndex: number) => { status: number; data: unknown } | Error;

let challengesIssued = 0;

// A fake transport: the real client (interceptors, validation, retries) runs unchanged.
// The bot check's challenges are answered aside, easy to solve, and not in `seen`.
const adapter: AxiosAdapter = async (config) => {
  if (config.url === '/bot-check/challenge') {
    challengesIssued += 1;
    const reply = (await easyBotCheckChallenge()) as { status: number; body: unknown };
    return { data: reply.body, status: reply.status, statusText: '200', headers: {}, config, request: {} };
  }
  const index = seen.length;
  seen.push({
    method: config.method,
    url: config.url,
    baseURL: config.baseURL,
    params: { ...(config.params as Record<string, unknown>) },
    headers: AxiosHeaders.from(config.headers).toJSON(),
    data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
  });
  const result = answer(config, index);
  if (result instanceof Error) throw result;
  return { data: result.data, status: result.status, statusText: String(result.status), headers: {}, config, request: {} };
};

const originalAdapter = getHttpAdapter();

beforeEach(() => {
  seen = [];
  challengesIssued = 0;
  resetRuntimeConfig();
  setHttpAdapter(adapter);
  answer = () => ({ status: 200, data: { code: 1, message: 'OK', data: null } });
});

afterAll(() => {
  setHttpAdapter(originalAdapter);
});

const networkError = (config: InternalAxiosRequestConfig) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);

const enquiry: DirectEnquiry = {
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.in',
  destination: 'Goa',
  departureCity: 'Delhi',
  noOfPeople: 2,
  date: '2026-12-20',
  websiteName: 'Safarnama Holidays',
  source: 'WEBSITE',
};

describe('every call', () => {
  it('goes to the configured base URL with the authCode query parameter', async () => {
    configureApi({ apiBaseUrl: 'https://api.example.in/api/', authCode: 'code-123' });
    await api.getAllCategories();
    await api.searchByCategory('Water activities');
    expect(seen[0]).toMatchObject({ method: 'get', baseURL: 'https://api.example.in/api', url: '/package/get-all-category', params: { authCode: 'code-123' } });
    expect(seen[1].params).toEqual({ authCode: 'code-123', websiteId: 1, categoryName: 'Water activities' });
  });

  it('sends the website id in the TFN path and query', async () => {
    answer = () => ({ status: 200, data: { code: 1, message: 'OK', data: { tfnNumber: '8800112233' } } });
    const result = await api.getTfn();
    expect(seen[0].url).toBe('/tfn/get-by-website-id/1');
    expect(seen[0].params).toMatchObject({ websiteId: 1, authCode: 'safarnama-public-2026' });
    expect(result).toEqual({ code: 1, message: 'OK', data: { tfnNumber: '8800112233' }, status: 200 });
  });

  it('encodes the package name in the PDF path', async () => {
    await api.getPackagePdf('Goa Beach & Spice Trail');
    expect(seen[0].url).toBe('/package/package-pdf/Goa%20Beach%20%26%20Spice%20Trail');
  });

  it('leaves out blog filters that are not set', async () => {
    await api.getBlogs({ categoryId: 2, destinationId: null });
    expect(seen[0].params).toEqual({ authCode: 'safarnama-public-2026', categoryId: 2 });
  });

  it('fetches a captcha challenge with a plain GET: nothing to retry, no Idempotency-Key', async () => {
    const challenge = { captchaId: 'c'.repeat(24), code: 'AB1C23', expiresAt: '2026-12-01T10:10:00.000Z' };
    answer = () => ({ status: 200, data: { code: 1, message: 'Success', data: challenge } });
    const result = await api.getCaptcha();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'get', url: '/contact/captcha', params: { authCode: 'safarnama-public-2026' } });
    expect(seen[0].headers['Idempotency-Key']).toBeUndefined();
    expect(result).toEqual({ code: 1, message: 'Success', data: challenge, status: 200 });
  });
});

describe('answers', () => {
  it('resolves to the envelope of a 404', async () => {
    answer = () => ({ status: 404, data: { code: 0, message: 'No packages found for this destination.', data: null } });
    const result = await api.getDestination('atlantis');
    expect(result).toEqual({ code: 0, message: 'No packages found for this destination.', data: null, status: 404 });
  });

  it('resolves to the envelope of a 400 with its field errors', async () => {
    const body = { code: 0, message: 'Please enter a valid 10-digit mobile number', errors: [{ field: 'phone', message: 'Please enter a valid 10-digit mobile number' }] };
    answer = () => ({ status: 400, data: body });
    const result = await api.addDirectEnquiry({ ...enquiry, phone: '123' });
    expect(result).toEqual({ ...body, status: 400 });
    expect(seen).toHaveLength(1);
  });

  it('rejects with ApiError kind server for a 5xx other than 503', async () => {
    answer = () => ({ status: 502, data: '<html>Bad Gateway</html>' });
    await expect(api.getAllCities()).rejects.toMatchObject({ name: 'ApiError', kind: 'server', status: 502 });
  });

  it('rejects with ApiError kind server for an answer that is not an envelope', async () => {
    answer = () => ({ status: 200, data: '<!doctype html><html></html>' });
    await expect(api.getActiveCities()).rejects.toMatchObject({ kind: 'server', status: 200 });
  });

  it('rejects with ApiError kind network when the network fails', async () => {
    answer = (config) => networkError(config);
    const failure = api.getBlogByName('monsoon in kerala');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(1);
  });

  it('rejects with ApiError kind timeout when the call times out', async () => {
    answer = (config) => new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED, config);
    await expect(api.getPackageDetail('Goa Beach Escape')).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('writes', () => {
  it('send JSON with an Idempotency-Key, a new one per submission', async () => {
    await api.addDirectEnquiry(enquiry);
    await api.addDirectEnquiry(enquiry);
    const [first, second] = seen;
    expect(first.method).toBe('post');
    expect(first.url).toBe('/request-book/add-direct');
    expect(first.data).toEqual(enquiry);
    expect(String(first.headers['Content-Type'])).toMatch(/application\/json/);
    expect(first.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it('carry a solved bot check, a new one per submission; a refused one is replaced once under the same key', async () => {
    resetBotCheck();
    await api.addDirectEnquiry(enquiry);
    await api.addDirectEnquiry(enquiry);
    const decoded = seen.map((r) => JSON.parse(atob(String(r.headers['X-Bot-Check']))) as { number: number; signature: string });
    expect(decoded[0]).toEqual(expect.objectContaining({ algorithm: 'SHA-256', number: expect.any(Number), signature: expect.any(String) }));
    expect(decoded[1].signature).not.toBe(decoded[0].signature);
    expect(challengesIssued).toBe(2);

    seen = [];
    const refusal = { code: 0, message: 'expired', errors: [{ field: 'X-Bot-Check', message: 'expired' }] };
    answer = (_config, index) => (index === 0 ? { status: 400, data: refusal } : { status: 201, data: { code: 1, message: 'Stored', data: { id: 7 } } });
    expect((await api.addDirectEnquiry(enquiry, { honeypot: '' })).status).toBe(201);
    expect(seen).toHaveLength(2);
    expect(seen[1].headers['Idempotency-Key']).toBe(seen[0].headers['Idempotency-Key']);
    expect(seen[1].headers['X-Bot-Check']).not.toBe(seen[0].headers['X-Bot-Check']);
  });

  it("send the honeypot's value as `website` only when something filled it", async () => {
    await api.subscribeNewsletter('asha@example.in', undefined, { honeypot: 'http://spam.example' });
    expect(seen[0].data).toEqual({ email: 'asha@example.in', website: 'http://spam.example' });
  });

  it('retry once after a network error with the same Idempotency-Key', async () => {
    answer = (config, index) => (index === 0 ? networkError(config) : { status: 201, data: { code: 1, message: 'Stored', data: { id: 41 } } });
    const result = await api.addDirectEnquiry(enquiry);
    expect(result).toEqual({ code: 1, message: 'Stored', data: { id: 41 }, status: 201 });
    expect(seen).toHaveLength(2);
    expect(seen[1].headers['Idempotency-Key']).toBe(seen[0].headers['Idempotency-Key']);
    expect(seen[1].data).toEqual(seen[0].data);
  });

  it('give up with ApiError after the one retry fails too', async () => {
    answer = (config) => networkError(config);
    await expect(api.addBooking({
      duration: '4N/5D', leadName: 'Asha', noOfPerson: 2, packageDetailId: 9, departureCity: 'Delhi',
      date: '2026-12-20', email: 'asha@example.in', phone: '9876543210', productId: 1, websiteId: 1,
    })).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(2);
  });

  it('are not retried after the server answered', async () => {
    answer = () => ({ status: 429, data: { code: 0, message: 'Too many requests. Please wait a minute and try again.' } });
    const result = await api.subscribeNewsletter('asha@example.in');
    expect(result.status).toBe(429);
    expect(seen).toHaveLength(1);
    expect(seen[0].data).toEqual({ email: 'asha@example.in' });
  });

  it('exclude the destination search POST: it sends its tracking payload without an Idempotency-Key, and is retried once', async () => {
    answer = (config, index) => (index === 0 ? networkError(config) : { status: 200, data: { code: 1, message: 'OK', data: null } });
    const payload = {
      id: 0, date: '', deviceType: 'desktop', browser: 'Chrome', source: 'online', websiteId: 1,
      sourceMedia: 'web', utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '', pageName: 'LISTING_PAGE',
    } as const;
    await api.searchDestination('goa', payload);
    expect(seen[0]).toMatchObject({ method: 'post', url: '/package/search-main-package-and-sub-package', data: payload });
    expect(seen[0].params).toMatchObject({ destinationName: 'goa' });
    expect(seen[0].headers['Idempotency-Key']).toBeUndefined();
    expect(seen).toHaveLength(2);
    expect(seen[1].data).toEqual(payload);
  });
});


describe('answers index.html already carries', () => {
  test('are used once without a request; the next call goes to the network', async () => {
    primeResponses({ '/tfn/get-by-website-id/1?websiteId=1': { code: 1, message: 'Success', data: '+91 93112 23344' } });
    answer = () => ({ status: 200, data: { code: 1, message: 'Success', data: '+91 11111 11111' } });
    expect((await api.getTfn()).data).toBe('+91 93112 23344');
    expect(seen).toHaveLength(0);
    expect((await api.getTfn()).data).toBe('+91 11111 11111');
    expect(seen).toHaveLength(1);
  });

  test("a listing's search paints from the carried answer and is still recorded once the page has rendered", async () => {
    const result = { mainPackageResponse: { name: 'Goa' }, packageResponse: [] };
    primeResponses({ '/package/search-main-package-and-sub-package?destinationName=goa': { code: 1, message: 'Success', data: result } });
    const payload = { pageName: 'LISTING_PAGE' } as unknown as Parameters<typeof api.searchDestination>[1];
    expect((await api.searchDestination('goa', payload)).data).toEqual(result);
    expect(seen).toHaveLength(0);
    markPageReady();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ method: 'post', url: '/package/search-main-package-and-sub-package', params: { destinationName: 'goa' }, data: payload });
  });

  test('a listing can take the carried search while rendering: once, with the search recorded after the paint', async () => {
    const result = { mainPackageResponse: { name: 'Kerala' }, packageResponse: [] };
    primeResponses({ '/package/search-main-package-and-sub-package?destinationName=kerala': { code: 1, message: 'Success', data: result } });
    const payload = { pageName: 'LISTING_PAGE' } as unknown as Parameters<typeof takePrimedSearch>[1];
    expect(takePrimedSearch('kerala', payload)).toEqual(result);
    expect(takePrimedSearch('kerala', payload)).toBeNull();
    expect(seen).toHaveLength(0);
    markPageReady();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ method: 'post', params: { destinationName: 'kerala' }, data: payload });
  });

  test('the key is the path and the sorted query without authCode, as the server builds it', () => {
    expect(primedResponseKey('/blog/get-all', { destinationId: 4, categoryId: 2, authCode: 'x' })).toBe('/blog/get-all?categoryId=2&destinationId=4');
    expect(primedResponseKey('/package/get-all-category')).toBe('/package/get-all-category');
  });
});
