// Telling "the database does not answer" apart from every other failure. Such an
// error is the database's state, not the request's fault nor a bug: the request
// may succeed as it is a few seconds later, so it is answered 503 with
// Retry-After (plugins/app/error-handler.ts), and the read caches keep answering
// with what they last read (lib/ttl-cache.ts).

/** Raised by us when the database gave no answer in time (a check's own deadline, a connection given up). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** The socket could not reach the server or lost it: refused, reset, unreachable, unknown host, timed out. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exceptions), the server
 * shutting down, crashed or starting up (57P01-57P03), a statement cancelled by
 * statement_timeout (57014), a lock not granted in time (55P03) and no connection
 * slot left (53300).
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '57014', '55P03', '53300']);

/**
 * What node-postgres and its pool say, without a code, when the server goes silent
 * or away: a connection lost, the connect timeout, the pool's wait for a free
 * connection, the client-side query_timeout, a client that already lost its connection.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
];

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** True when `error` means the database did not answer (see the lists above; SQLITE_BUSY* once busy_timeout ran out). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || e.syscall === 'connect') return true;
  if (POSTGRES_STATES.has(code) || code.startsWith('08')) return true;
  if (code.startsWith('SQLITE_BUSY')) return true;
  if (typeof e.message === 'string' && !code && DRIVER_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // Node gathers the attempts of one connect (IPv6, then IPv4) in an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * True for a failure the server did not report itself (node-postgres sets
 * `severity` on the server's errors): a client-side timeout or a lost socket, after
 * which nobody knows where the connection's conversation stands.
 */
export function isConnectionLost(error: unknown): boolean {
  return isDatabaseUnavailable(error) && (error as { severity?: unknown }).severity === undefined;
}

/**
 * `work`, or a DatabaseUnavailableError once `ms` have passed without its answer.
 * The work itself goes on (its own timeouts end it); its late failure is ignored.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`${what}: no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
