/**
 * Why a call produced no envelope: the network failed, it took too long, the
 * server broke (5xx or an answer that is not our envelope), the server cannot
 * answer just now (503: its database is away; the same request should succeed a
 * moment later), or the caller aborted it. Refusals the server explains (400,
 * 404, 429...) are not errors: they resolve to their envelope.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'server' | 'unavailable' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly url?: string;

  constructor(kind: ApiErrorKind, message: string, details: { status?: number; url?: string; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.url = details.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server asked for the request again in a moment (503): nothing was stored, and what the visitor typed should stay. */
export function isServiceUnavailable(value: unknown): value is ApiError {
  return value instanceof ApiError && value.kind === 'unavailable';
}

/** The ApiError of an answer with status 500 or more: 'unavailable' for a 503, else 'server'. */
export function serverErrorOf(status: number, url: string): ApiError {
  return new ApiError(status === 503 ? 'unavailable' : 'server', `Server error ${status} from ${url}`, { status, url });
}
