// The console's calls: /api/admin through the shared client (same origin, so the
// session cookie goes along), with the session's CSRF token on every write. A 401
// anywhere means the session ended: the console then shows the sign-in page.
import { callApi, type ApiAnswer, type ApiCall } from '@safarnama/shared';

let csrfToken: string | null = null;
let onSignedOut: () => void = () => {};

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/** A refusal the operator can read: the API's own message. */
export class AdminRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ApiAnswer<unknown>['errors'],
  ) {
    super(message);
  }
}

const FALLBACK = 'Something went wrong. Please try again.';

/** The answer's data, or an AdminRefusal with the API's message. */
export async function adminCall<T>(path: string, call: ApiCall = {}): Promise<T> {
  const write = (call.method ?? 'GET') !== 'GET';
  const headers = write && csrfToken ? { ...call.headers, 'X-CSRF-Token': csrfToken } : call.headers;
  let answer: ApiAnswer<T>;
  try {
    answer = await callApi<T>(`/admin${path}`, { ...call, headers });
  } catch {
    throw new AdminRefusal(0, 'The server did not answer. Please check your connection and try again.');
  }
  if (answer.status >= 200 && answer.status < 300) return answer.data as T;
  if (answer.status === 401 && path !== '/session') onSignedOut();
  throw new AdminRefusal(answer.status, answer.message || FALLBACK, answer.errors);
}

export const messageOf = (error: unknown) => (error instanceof AdminRefusal || error instanceof Error ? error.message : FALLBACK);
