// Release previews: a signed link (npm run remotes -- preview-link) shows a
// published version to the browser that opens it, on every page, until it expires
// or the visitor leaves preview. GET /preview?token=... checks the signature, the
// expiry and that the version is published, keeps the token in an HttpOnly cookie
// (beside any other remote's) and sends the browser to the home page; every page
// load checks the cookie's tokens again (previewOf), so a token cannot outlive its
// expiry or be edited. A link that fails any check only sends the browser home:
// nothing special shows. GET /preview/exit clears the cookie and goes back to ?to,
// a path on this site only (lib/same-origin-path.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PREVIEW_COOKIE, PREVIEW_EXIT_PATH, PREVIEW_PATH, type PreviewTarget } from '@safarnama/contracts/releases';
import type { Database } from '../../db/schema';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { sameOriginPath } from '../../lib/same-origin-path';
import { releaseTarget } from '../../releases/live-releases';
import { verifyPreview, type PreviewGrant } from '../../releases/preview-token';
import { CACHE_CONTROL } from './cache-control';

/** More previews than remotes would only be a made-up cookie. */
const MAX_TOKENS = 8;
const SEPARATOR = '~';

function grantsOf(request: FastifyRequest, secret: string, now: number): { token: string; grant: PreviewGrant }[] {
  const tokens = (readCookie(request.headers.cookie, PREVIEW_COOKIE) ?? '').split(SEPARATOR).filter(Boolean).slice(0, MAX_TOKENS);
  return tokens.flatMap((token) => {
    const grant = verifyPreview(token, secret, now);
    return grant ? [{ token, grant }] : [];
  });
}

/** The versions this browser previews, checked again on this request; empty for everyone else. */
export async function previewOf(request: FastifyRequest, db: Kysely<Database>, secret: string): Promise<Record<string, PreviewTarget>> {
  const preview: Record<string, PreviewTarget> = {};
  if (!request.headers.cookie?.includes(PREVIEW_COOKIE)) return preview;
  for (const { grant } of grantsOf(request, secret, Date.now())) {
    const target = await releaseTarget(db, grant.remote, grant.version);
    if (target) preview[grant.remote] = { ...target, expiresAt: new Date(grant.expiresAt).toISOString() };
  }
  return preview;
}

export function registerPreviewRoutes(app: FastifyInstance): void {
  const secret = app.config.previewSecret;
  const secure = app.config.siteOrigin.startsWith('https:');
  const cookieFor = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
    serializeCookie(PREVIEW_COOKIE, value, { maxAgeSeconds, secure: secure && request.protocol === 'https' });

  app.get(PREVIEW_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL.noStore);
    const now = Date.now();
    const token = (request.query as Record<string, unknown>).token;
    const grant = typeof token === 'string' ? verifyPreview(token, secret, now) : null;
    const target = grant ? await releaseTarget(app.db, grant.remote, grant.version) : null;
    if (!grant || !target || typeof token !== 'string') {
      request.log.warn('release preview: a link that is expired, forged or names an unpublished version was opened; it shows nothing special');
      return reply.redirect('/', 302);
    }
    // one preview per remote: the new link replaces an older one of the same remote
    const kept = grantsOf(request, secret, now).filter((entry) => entry.grant.remote !== grant.remote);
    const all = [...kept, { token, grant }];
    const maxAge = (Math.max(...all.map((entry) => entry.grant.expiresAt)) - now) / 1000;
    reply.header('Set-Cookie', cookieFor(request, all.map((entry) => entry.token).join(SEPARATOR), maxAge));
    request.log.info({ remote: grant.remote, version: grant.version }, 'release preview opened');
    return reply.redirect('/', 302);
  });

  app.get(PREVIEW_EXIT_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL.noStore);
    reply.header('Set-Cookie', cookieFor(request, '', 0));
    return reply.redirect(sameOriginPath((request.query as Record<string, unknown>).to, app.config.siteOrigin), 302);
  });
}
