// Who may call a back-office route: a signed-in operator whose role the route serves
// (an admin may do everything), and on every write the session's CSRF token.
// Filled in by the operators work; the signatures are what the other routes use.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type OperatorRole = 'agent' | 'editor' | 'admin';

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

/**
 * A preHandler: 401 without a valid session, 403 when the operator's role is not one of
 * `roles` (admins pass every check), 403 on a write (not GET/HEAD) without the session's
 * CSRF token in X-CSRF-Token. Sets request.operator.
 */
export function requireRole(...roles: OperatorRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async () => {
    void roles;
    throw new Error('requireRole: not built yet');
  };
}
