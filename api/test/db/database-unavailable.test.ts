// Which failures mean "the database does not answer" (503, Retry-After, cached reads
// kept) and which are anything else (500): the codes and messages node-postgres,
// PostgreSQL and better-sqlite3 give.
import { DatabaseUnavailableError, isConnectionLost, isDatabaseUnavailable, withDeadline } from '../../src/db/database-unavailable';

const withCode = (message: string, code: string, extra: object = {}) => Object.assign(new Error(message), { code, ...extra });

test.each([
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', { syscall: 'connect' })],
  ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
  ['a unix socket that is not there', withCode('connect ENOENT /tmp/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' })],
  ['both addresses of localhost refused', Object.assign(new AggregateError([withCode('refused', 'ECONNREFUSED')], ''), {})],
  ['the server shutting down', withCode('terminating connection due to administrator command', '57P01', { severity: 'FATAL' })],
  ['the server starting up or shutting down', withCode('the database system is shutting down', '57P03', { severity: 'FATAL' })],
  ['statement_timeout', withCode('canceling statement due to statement timeout', '57014', { severity: 'ERROR' })],
  ['no connection slot left', withCode('sorry, too many clients already', '53300', { severity: 'FATAL' })],
  ['a connection exception', withCode('connection failure', '08006')],
  ['the connect timeout', new Error('Connection terminated due to connection timeout')],
  ["the pool's wait for a connection", new Error('timeout exceeded when trying to connect')],
  ['query_timeout', new Error('Query read timeout')],
  ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
  ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
  ['SQLite busy past busy_timeout', withCode('database is locked', 'SQLITE_BUSY')],
  ['our own deadline', new DatabaseUnavailableError('database ping: no answer within 800 ms')],
  ['a cause that is one of these', new Error('wrapped', { cause: withCode('refused', 'ECONNREFUSED') })],
])('%s: the database does not answer', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  ['a unique violation', withCode('duplicate key value', '23505', { severity: 'ERROR' })],
  ['a missing table', withCode('relation "x" does not exist', '42P01', { severity: 'ERROR' })],
  ['a SQLite constraint', withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE')],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['a status-carrying client error', Object.assign(new Error('Request body is too large.'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })],
  ['not an error at all', 'ECONNREFUSED'],
])('%s: something else', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});

test("a connection is lost when the client gave up on it, not when the server answered with an error", () => {
  expect(isConnectionLost(new Error('Query read timeout'))).toBe(true);
  expect(isConnectionLost(withCode('canceling statement due to statement timeout', '57014', { severity: 'ERROR' }))).toBe(false);
});

test('withDeadline: the answer in time, else a DatabaseUnavailableError at the deadline', async () => {
  expect(await withDeadline(Promise.resolve('pong'), 50, 'ping')).toBe('pong');
  const started = Date.now();
  await expect(withDeadline(new Promise(() => undefined), 50, 'ping')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  expect(Date.now() - started).toBeLessThan(1000);
});
