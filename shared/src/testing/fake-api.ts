// A fake network under the real API client: tests answer requests by method and
// path, and the client's interceptors, envelope checks and retries run unchanged.
// The seam is the transport, not `api.*`, so a test says what the server answered
// and asserts what the visitor sees (and what was sent), not which function ran.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { getHttpAdapter, setHttpAdapter } from '../api/http-client';
import { resetQueryCache } from '../api/use-api-query';

export interface FakeRequest {
  method: string;
  /** The path under the API base, without the query: '/package/get-all-category'. */
  path: string;
  /** Query parameters as sent (authCode included). */
  query: Record<string, unknown>;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Record<string, string>;
}

/** An HTTP answer, or a transport failure ('network-error': offline, DNS; 'timeout'). */
export type FakeReply = { status: number; body: unknown } | 'network-error' | 'timeout';
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export const ok = <T>(data: T, message = 'Success'): FakeReply => ({ status: 200, body: { code: 1, message, data } });
export const created = <T>(data: T, message = 'Created'): FakeReply => ({ status: 201, body: { code: 1, message, data } });
export const refused = (status: number, message: string, errors?: { field: string; message: string }[]): FakeReply => ({
  status,
  body: { code: 0, message, data: null, ...(errors ? { errors } : {}) },
});

export interface FakeApi {
  /** Answers `method path` from now on (a later `on` for the same route wins). */
  on(method: string, path: string, handler: FakeHandler): FakeApi;
  /** Every request the client sent, in order. */
  readonly requests: FakeRequest[];
  /** The requests sent to one route. */
  calls(method: string, path: string): FakeRequest[];
  /** Puts the real transport back; throws if the client asked for a route nobody answered. */
  restore(): void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Installs the fake transport (and empties the query cache, so no answer leaks between tests). */
export function fakeApi(): FakeApi {
  const routes = new Map<string, FakeHandler>();
  const requests: FakeRequest[] = [];
  const unanswered: string[] = [];
  const original = getHttpAdapter();
  resetQueryCache();

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0],
      query: { ...(config.params as Record<string, unknown>) },
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON() as Record<string, string>,
    };
    requests.push(request);
    const route = `${request.method} ${request.path}`;
    const handler = routes.get(route);
    if (!handler) {
      unanswered.push(route);
      throw new AxiosError(`fakeApi: nothing answers ${route}`, AxiosError.ERR_NETWORK, config);
    }
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply === 'timeout') throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config);
    return { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
  };
  setHttpAdapter(adapter);

  const fake: FakeApi = {
    on(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
      return fake;
    },
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    restore() {
      setHttpAdapter(original);
      resetQueryCache();
      if (unanswered.length) throw new Error(`fakeApi: requests nobody answered: ${[...new Set(unanswered)].join(', ')}`);
    },
  };
  return fake;
}

/**
 * The fake network for every test of a file: a fresh one before each test, restored
 * (and checked for unanswered requests) after it. Call once at the top of the file.
 */
export function fakeApiPerTest(): FakeApi {
  let current: FakeApi | undefined;
  beforeEach(() => {
    current = fakeApi();
  });
  afterEach(() => {
    const finished = current;
    current = undefined;
    finished?.restore();
  });
  const active = () => {
    if (!current) throw new Error('fakeApiPerTest: use it inside a test');
    return current;
  };
  const fake: FakeApi = {
    on(method, path, handler) {
      active().on(method, path, handler);
      return fake;
    },
    get requests() {
      return active().requests;
    },
    calls: (method, path) => active().calls(method, path),
    restore: () => active().restore(),
  };
  return fake;
}
