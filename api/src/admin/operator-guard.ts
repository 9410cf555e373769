// Who may call a back-office route: a signed-in operator whose role the route serves
// (an admin may do everything), and on every write the session's CSRF token. The
// cookie alone never authorises a write: another site can make a browser send it,
// but cannot read the token the console got at sign-in.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../lib/cookies';
import { ClientError } from '../lib/errors';
import type { OperatorRole } from './operator-roles';
import { findSession, type OpenSession, SESSION_COOKIE } from './operator-sessions';

export type { OperatorRole } from './operator-roles';

export interface SignedInOperator {
  id: number;
  email: string;
  role: OperatorRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole once the session is checked. */
    operator?: SignedInOperator;
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in.';
export const ROLE_MESSAGE = 'Your role cannot do this.';
export const CSRF_MESSAGE = 'Missing or invalid CSRF token.';

const READS = new Set(['GET', 'HEAD']);

/** The session the request's cookie names, or null. */
export function sessionOf(request: FastifyRequest): Promise<OpenSession | null> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  if (!token) return Promise.resolve(null);
  return findSession(request.server.db, token, request.server.config.admin);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Throws the 403 unless a write carries the session's CSRF token. */
export function checkCsrf(request: FastifyRequest, session: OpenSession): void {
  if (READS.has(request.method)) return;
  const given = request.headers['x-csrf-token'];
  if (typeof given !== 'string' || !sameToken(given, session.csrfToken)) throw new ClientError(403, CSRF_MESSAGE);
}

/**
 * A preHandler: 401 without a valid session, 403 when the operator's role is not one of
 * `roles` (admins pass every check), 403 on a write (not GET/HEAD) without the session's
 * CSRF token in X-CSRF-Token. Sets request.operator.
 */
export function requireRole(...roles: OperatorRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request) => {
    const session = await sessionOf(request);
    if (!session) throw new ClientError(401, SIGN_IN_MESSAGE);
    const { role } = session.operator;
    if (role !== 'admin' && !roles.includes(role)) throw new ClientError(403, ROLE_MESSAGE);
    checkCsrf(request, session);
    request.operator = session.operator;
  };
}
