// The public site access code: every /api call carries ?authCode=<AUTH_CODE>.
// It identifies the site (the spec calls it a fixed public code); it is not a
// secret, so a plain comparison is enough. Routes opt out with config.public.
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No authCode needed (health, docs). */
    public?: boolean;
  }
}

export const AUTH_MESSAGE = 'Invalid or missing authCode';

/** Adds the check to the calling scope (the /api prefix), not to the whole server. */
export function requireAuthCode(scope: FastifyInstance, authCode: string): void {
  scope.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.public) return done();
    const given = (request.query as Record<string, unknown> | undefined)?.authCode;
    if (typeof given === 'string' && given === authCode) return done();
    sendEnvelope(reply, 401, { code: 0, message: AUTH_MESSAGE });
  });
}
