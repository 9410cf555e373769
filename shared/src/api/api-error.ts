/**
 * Why a call produced no envelope: the network failed, it took too long, the
 * server broke (5xx or an answer that is not our envelope), or the caller
 * aborted it. Refusals the server explains (400, 404, 429...) are not errors:
 * they resolve to their envelope.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'server' | 'aborted';

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
