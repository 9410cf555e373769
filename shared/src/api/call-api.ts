// Routes outside the public site's call tables (the operators' console): any method
// and path under the API base, through the one client (base URL, authCode, the fake
// transport in tests). The answer is returned whatever its status below 500, so the
// caller can tell a 401 (sign in again) from a 403 or a refused form.
import { definedParams } from './console-calls';
import { sendRaw } from './http-client';

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiAnswer<T> {
  status: number;
  /** The envelope's message ('' for an answer without one, a 204). */
  message: string;
  data: T | null;
  errors?: { field: string; message: string }[];
}

export async function callApi<T>(path: string, { method = 'GET', params, body, headers, signal }: ApiCall = {}): Promise<ApiAnswer<T>> {
  const { status, data } = await sendRaw<{ message?: string; data?: T; errors?: ApiAnswer<T>['errors'] } | ''>({
    url: path,
    method,
    params: definedParams(params),
    data: body,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    signal,
  });
  const envelope = data && typeof data === 'object' ? data : {};
  return { status, message: envelope.message ?? '', data: envelope.data ?? null, ...(envelope.errors ? { errors: envelope.errors } : {}) };
}
