import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError, serverErrorOf } from './api-error';
import { takePrimedResponse } from './primed-responses';
import { settledPromise } from './settled-promise';
import type { ApiResult } from './types';

interface Loaded {
  axios: AxiosStatic;
  client: AxiosInstance;
}

let loaded: Promise<Loaded> | null = null;
let adapterOverride: AxiosAdapter | undefined;

/**
 * The one axios instance of the site, loaded with the first request that needs the
 * network (axios is about 19 KB gzip): a page whose first view needs no request, or
 * whose requests index.html already answered (primed-responses.ts), paints without it.
 */
function loadClient(): Promise<Loaded> {
  loaded ??= import('axios').then(({ default: axios }) => {
    const client = axios.create({
      headers: { Accept: 'application/json' },
      timeout: 20_000,
      // Every status is inspected by send(): 4xx answers carry an envelope the pages need.
      validateStatus: () => true,
    });
    // Read the runtime config per request: configureApi() may run after the client loads.
    client.interceptors.request.use((config) => {
      const { apiBaseUrl, authCode } = getRuntimeConfig();
      config.baseURL = apiBaseUrl;
      config.params = { ...(config.params as Record<string, unknown> | undefined), authCode };
      return config;
    });
    return { axios, client };
  });
  loaded.catch(() => {
    loaded = null; // a failed chunk load (offline) is tried again by the next request
  });
  return loaded;
}

/** For tests (fake-api.ts): the transport every request goes through; undefined is the network. */
export function setHttpAdapter(adapter: AxiosAdapter | undefined): void {
  adapterOverride = adapter;
}

export function getHttpAdapter(): AxiosAdapter | undefined {
  return adapterOverride;
}

export interface CallOptions {
  /** Abort the call (for example when a component unmounts). */
  signal?: AbortSignal;
}

function isEnvelope(body: unknown): body is { code: 0 | 1; message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    ((body as { code?: unknown }).code === 0 || (body as { code?: unknown }).code === 1) &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

function toApiError(axios: AxiosStatic | null, error: unknown, url: string): ApiError {
  if (axios?.isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED' || axios.isCancel(error)) {
      return new ApiError('aborted', `Request to ${url} was aborted`, { url, cause: error });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', `Request to ${url} timed out`, { url, cause: error });
    }
    return new ApiError('network', `Network error calling ${url}`, { url, cause: error });
  }
  if (error instanceof ApiError) return error;
  return new ApiError('network', `Network error calling ${url}`, { url, cause: error });
}

/**
 * One HTTP exchange: the envelope (2xx and 4xx), else an ApiError. A GET that
 * index.html already answered is not sent: its answer comes back as a settled promise.
 */
export function send<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  const url = config.url ?? '';
  const primed = (config.method ?? 'GET').toUpperCase() === 'GET' ? takePrimedResponse(url, config.params) : undefined;
  if (primed !== undefined && isEnvelope(primed)) return settledPromise({ ...(primed as ApiResult<T>), status: 200 });
  // A server render has only the answers the page carries: anything else is asked by
  // the browser, and stays loading in the server's HTML, as in the browser's first render.
  if (typeof window === 'undefined') return new Promise<never>(() => {});
  return exchange<T>(config, url);
}

async function exchange<T>(config: AxiosRequestConfig, url: string): Promise<ApiResult<T>> {
  let axios: AxiosStatic | null = null;
  let response;
  try {
    const { axios: loadedAxios, client } = await loadClient();
    axios = loadedAxios;
    response = await client.request<unknown>(adapterOverride ? { ...config, adapter: adapterOverride } : config);
  } catch (error) {
    throw toApiError(axios, error, url);
  }
  const { status, data } = response;
  if (status >= 500) {
    throw serverErrorOf(status, url);
  }
  if (!isEnvelope(data)) {
    throw new ApiError('server', `Unexpected answer (HTTP ${status}) from ${url}`, { status, url });
  }
  return { ...(data as ApiResult<T>), status };
}

/**
 * One HTTP exchange whose success answer is not the site's envelope (Luna's
 * {model_response}): the status and body of any answer below 500, else an ApiError.
 */
export async function sendRaw<T>(config: AxiosRequestConfig): Promise<{ status: number; data: T }> {
  const url = config.url ?? '';
  let axios: AxiosStatic | null = null;
  let response;
  try {
    const { axios: loadedAxios, client } = await loadClient();
    axios = loadedAxios;
    response = await client.request<T>(adapterOverride ? { ...config, adapter: adapterOverride } : config);
  } catch (error) {
    throw toApiError(axios, error, url);
  }
  if (response.status >= 500) throw serverErrorOf(response.status, url);
  return { status: response.status, data: response.data };
}

const RETRY_DELAY_MS = 300;

function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts; a plain-http deployment still needs a key.
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A JSON request sent once more, with the same headers, when its answer was lost
 * (network error or timeout) and the caller has not aborted it.
 */
async function sendJsonRetryingOnce<T>(config: AxiosRequestConfig, headers: Record<string, string>): Promise<ApiResult<T>> {
  const json: AxiosRequestConfig = {
    ...config,
    headers: { ...(config.headers as Record<string, string> | undefined), 'Content-Type': 'application/json', ...headers },
  };
  try {
    return await send<T>(json);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.kind !== 'network' && error.kind !== 'timeout')) throw error;
    if (config.signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return send<T>(json);
  }
}

/** One Idempotency-Key per logical submission: every attempt at it sends the same. */
export function newWriteKey(): string {
  return newIdempotencyKey();
}

/**
 * A write: one Idempotency-Key per logical submission (a new one unless `headers`
 * names it), and one retry with the same headers when the answer was lost
 * (network error or timeout), so a lead is neither lost nor stored twice.
 */
export function sendWrite<T>(config: AxiosRequestConfig, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  return sendJsonRetryingOnce<T>(config, { 'Idempotency-Key': newIdempotencyKey(), ...headers });
}

/**
 * A search that also records a tracking row: JSON, one retry after a lost answer,
 * but no Idempotency-Key. A tracking row is marketing data, not a lead; a rare
 * duplicate after a retry costs nothing, while the key's unique index cost the
 * busiest write path about a sixth of its throughput (npm run bench).
 */
export function sendSearch<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  return sendJsonRetryingOnce<T>(config, {});
}
