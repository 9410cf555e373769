// Who may use the release API: each request carries a release token
// (Authorization: Bearer sfrel_...), and each action names the remotes it touches,
// so a team's token acts on its own remote only (releases/release-tokens.ts).
// A missing, unknown, expired or revoked token is a 401; a token that may not do
// this action to these remotes is a 403, logged with the token's owner. A release
// token is refused on every other /api route: it opens releases and nothing else
// (not the lead routes, not the site's reads).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, bearerToken, looksLikeReleaseToken, type ReleaseAction, type ReleaseCredential, refusalOf } from '../../releases/release-tokens';
import { sendEnvelope } from './error-handler';

const RELEASE_API_PATH = /^\/api\/releases(\/|\?|$)/;
export const OUTSIDE_RELEASES_MESSAGE = 'A release token opens the release API (/api/releases) only.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release API's caller, set by requireReleaseToken before the body is read. */
    releaseCredential: ReleaseCredential | null;
  }
}

/**
 * Authenticates every request of the scope (the release API) when it arrives, before
 * its body is read: without a valid token nobody gets to upload 50 MB. 401 otherwise.
 */
export function requireReleaseToken(scope: FastifyInstance): void {
  scope.decorateRequest('releaseCredential', null);
  scope.addHook('onRequest', async (request, reply) => {
    const auth = await authenticate(scope.db, bearerToken(request.headers.authorization));
    if (auth.ok) {
      request.releaseCredential = auth.credential;
      return;
    }
    request.log.warn({ url: request.routeOptions.url }, `release API: refused without a valid token (${auth.message})`);
    reply.header('WWW-Authenticate', 'Bearer realm="releases"');
    return sendEnvelope(reply, 401, { code: 0, message: auth.message });
  });
}

/** Whether the authenticated caller may do `action` to `remotes`; a 403 is sent (and logged) when not. */
export function mayAct(request: FastifyRequest, reply: FastifyReply, action: ReleaseAction | 'read', remotes: string[]): ReleaseCredential | null {
  const credential = request.releaseCredential;
  if (!credential) {
    sendEnvelope(reply, 401, { code: 0, message: 'The release API needs a token.' });
    return null;
  }
  const refusal = action === 'read' ? null : refusalOf(credential, action, remotes);
  if (refusal) {
    request.log.warn({ tokenId: credential.id, owner: credential.owner, action, remotes }, `release API: refused: ${refusal}`);
    sendEnvelope(reply, 403, { code: 0, message: refusal });
    return null;
  }
  return credential;
}

/** Refuses a release token on the scope's other routes (the /api prefix). */
export function refuseReleaseTokensOutside(scope: FastifyInstance): void {
  scope.addHook('onRequest', (request, reply, done) => {
    // the site's own calls carry no Authorization header: one property read for them
    const header = request.headers.authorization;
    if (header !== undefined && looksLikeReleaseToken(bearerToken(header)) && !RELEASE_API_PATH.test(request.url)) {
      request.log.warn({ url: request.routeOptions.url }, 'release API: a release token was sent to a route outside releases; refused');
      sendEnvelope(reply, 403, { code: 0, message: OUTSIDE_RELEASES_MESSAGE });
      return;
    }
    done();
  });
}
