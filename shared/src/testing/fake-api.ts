// A fake network under the real API client: tests answer requests by method and
// path, and the client's interceptors, envelope checks and retries run unchanged.
// The seam is the transport, not `api.*`, so a test says what the server answered
// and asserts what the visitor sees (and what was sent), not which function ran.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createChallenge } from 'altcha-lib/v1';
import { resetBotCheck, setBotCheckSolver } from '../api/bot-check';
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
export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> } | 'network-error' | 'timeout';
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export const ok = <T>(data: T, message = 'Success'): FakeReply => ({ status: 200, body: { code: 1, message, data } });
export const created = <T>(data: T, message = 'Created'): FakeReply => ({ status: 201, body: { code: 1, message, data } });
export const refused = (status: number, message: string, errors?: { field: string; message: string }[]): FakeReply => ({
  status,
  body: { code: 0, message, data: null, ...(errors ? { errors } : {}) },
});

/** The server's answer while its database is away: 503, Retry-After and the error envelope. */
export const unavailable = (retryAfterSeconds = 5): FakeReply => ({
  status: 503,
  body: { code: 0, message: 'Our database is not answering just now; please try again in a moment.' },
  headers: { 'retry-after': String(retryAfterSeconds) },
});

export interface FakeApi {
  /** Answers `method path` from now on (a later `on` for the same route wins). */
  on(method: string, path: string, handler: FakeHandler): FakeApi;
  /** Every request the client sent, in order, but the bot check's challenges (ask calls() for those). */
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

/**
 * The bot check's challenge, as the server issues it but cheap to solve (a
 * number up to 50): every lead write first asks for one and solves it.
 */
export async function easyBotCheckChallenge(): Promise<FakeReply> {
  const c = await createChallenge({ hmacKey: 'fake-api', maxnumber: 50, expires: new Date(Date.now() + 5 * 60_000) });
  return ok({ algorithm: 'SHA-256', challenge: c.challenge, maxnumber: 50, salt: c.salt, signature: c.signature });
}

/**
 * Installs the fake transport (and empties the query cache, so no answer leaks
 * between tests). GET /bot-check/challenge is answered with an easy challenge
 * unless a test says otherwise, and its solution is taken as found (the fake
 * server does not check it): tests on fake timers never wait for hashing.
 */
export function fakeApi(): FakeApi {
  const routes = new Map<string, FakeHandler>([['GET /bot-check/challenge', () => easyBotCheckChallenge()]]);
  const requests: FakeRequest[] = [];
  const all: FakeRequest[] = [];
  const unanswered: string[] = [];
  const original = getHttpAdapter();
  resetQueryCache();
  resetBotCheck();
  setBotCheckSolver(async () => 0);

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0],
      query: { ...(config.params as Record<string, unknown>) },
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON() as Record<string, string>,
    };
    all.push(request);
    if (!(request.method === 'GET' && request.path === '/bot-check/challenge')) requests.push(request);
    const route = `${request.method} ${request.path}`;
    const handler = routes.get(route);
    if (!handler) {
      unanswered.push(route);
      throw new AxiosError(`fakeApi: nothing answers ${route}`, AxiosError.ERR_NETWORK, config);
    }
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply === 'timeout') throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config);
    return { data: reply.body, status: reply.status, statusText: String(reply.status), headers: { ...reply.headers }, config, request: {} };
  };
  setHttpAdapter(adapter);

  const fake: FakeApi = {
    on(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
      return fake;
    },
    requests,
    calls: (method, path) => all.filter((r) => r.method === method.toUpperCase() && r.path === path),
    restore() {
      setHttpAdapter(original);
      resetQueryCache();
      setBotCheckSolver(null);
      // a solve the test started but did not wait for must not load the real solver after it
      resetBotCheck();
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
