// Operator sessions. The cookie carries 32 random bytes; the table keeps only their
// SHA-256, so a leaked copy of the database signs nobody in. A session ends when it
// has been idle too long or at its absolute end, whichever comes first.
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AdminConfig } from '../config';
import type { Database } from '../db/schema';
import type { OperatorRole } from './operator-roles';

type Db = Kysely<Database> | Transaction<Database>;

export const SESSION_COOKIE = 'sf_admin';

/** last_seen_at is written at most this often: a busy console does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export function sessionIdOf(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface OpenSession {
  id: string;
  csrfToken: string;
  operator: { id: number; email: string; role: OperatorRole };
}

/** Starts a session: returns the cookie's token (shown once, never stored) and the CSRF token. */
export async function startSession(db: Db, operatorId: number, config: AdminConfig, now = Date.now()): Promise<{ token: string; csrfToken: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const csrfToken = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('operator_sessions')
    .values({
      id: sessionIdOf(token),
      operator_id: operatorId,
      csrf_token: csrfToken,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + config.sessionHours * 3_600_000).toISOString(),
    })
    .execute();
  return { token, csrfToken };
}

/** The live session a cookie's token names, or null (unknown, idle too long, past its end, account disabled). */
export async function findSession(db: Kysely<Database>, token: string, config: AdminConfig, now = Date.now()): Promise<OpenSession | null> {
  // a token we never issue (wrong length or alphabet) is not worth a query
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = sessionIdOf(token);
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operator_sessions.csrf_token', 'operator_sessions.last_seen_at', 'operator_sessions.expires_at', 'operators.id as operator_id', 'operators.email', 'operators.role', 'operators.disabled_at'])
    .where('operator_sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.last_seen_at);
  const over = row.disabled_at !== null || Date.parse(row.expires_at) <= now || lastSeen + config.sessionIdleMinutes * 60_000 <= now;
  if (over) {
    await endSession(db, token);
    return null;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) {
    await db.updateTable('operator_sessions').set({ last_seen_at: new Date(now).toISOString() }).where('id', '=', id).execute();
  }
  return { id, csrfToken: row.csrf_token, operator: { id: Number(row.operator_id), email: row.email, role: row.role as OperatorRole } };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('id', '=', sessionIdOf(token)).execute();
}

/** Signs an operator out everywhere (disabled, password reset). */
export async function endSessionsOf(db: Db, operatorId: number): Promise<void> {
  await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
}

/** Sessions past their absolute end; the idle ones are removed when next presented. */
export async function deleteEndedSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('operator_sessions').where('expires_at', '<=', new Date(now).toISOString()).execute();
}

/** Set-Cookie for a new session: HttpOnly, SameSite=Strict (the console and its API share the site's origin). */
export function sessionCookie(token: string, config: AdminConfig): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${config.sessionHours * 3600}; HttpOnly; SameSite=Strict${config.secureCookie ? '; Secure' : ''}`;
}

export function clearedSessionCookie(config: AdminConfig): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${config.secureCookie ? '; Secure' : ''}`;
}
