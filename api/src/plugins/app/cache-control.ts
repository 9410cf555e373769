// What a cache (the browser's, or a CDN in front) may keep, decided in one place
// for every answer the process gives:
// - an error is never stored (no-store): a CDN must not serve one blip for an hour;
// - an /api answer always says so: the catalogue, blog and phone-number reads are
//   the same for every visitor and may be kept a minute (the URL carries the public
//   authCode, so it is part of the cache key); everything else under /api (lead
//   writes, searches, chat, /api/ip, health) is no-store;
// - an answer that can be sent compressed (by @fastify/compress, an encoded
//   catalogue answer, a precompressed .br/.gz file) varies by Accept-Encoding, in
//   every variant (the plain one too), or a cache would hand brotli to a client that
//   cannot read it.
// The site's files and media set their own rules (static-site.ts, routes/media).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const CACHE_CONTROL = {
  /** Content-addressed files: hashed shell chunks, versioned remotes, versioned PDFs. */
  immutable: 'public, max-age=31536000, immutable',
  /** index.html, remotes.json, config.json: kept, but asked again every time. */
  revalidate: 'no-cache',
  /** The same for every visitor, fresh enough a minute later. */
  sharedRead: 'public, max-age=60',
  /** robots.txt and sitemap.xml. */
  hour: 'public, max-age=3600',
  noStore: 'no-store',
  /** A page made for one browser (a release preview). */
  privateNoStore: 'private, no-store',
} as const;

/** The /api reads that hold public catalogue data only. */
const SHARED_API_READS = /^\/api\/(package|blog|tfn)\//;

/** Bodies that are already compressed: never encoded again, so they do not vary. */
const NEVER_ENCODED = /^(image\/(png|jpeg|gif|webp|avif)|application\/(pdf|zip|gzip)|font\/woff2?|audio\/|video\/)/i;

function apiCacheControl(request: FastifyRequest, reply: FastifyReply, pathname: string): string {
  const read = request.method === 'GET' || request.method === 'HEAD';
  return read && reply.statusCode < 300 && SHARED_API_READS.test(pathname) ? CACHE_CONTROL.sharedRead : CACHE_CONTROL.noStore;
}

/**
 * Adds Accept-Encoding to Vary once. It is written in lower case: @fastify/compress's
 * own hook runs after this one (it is added to each route) and looks for exactly
 * 'accept-encoding' before adding it again.
 */
function varyByEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  // The common cases first, without splitting: nothing yet, or exactly this (the encoded catalogue answers).
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  if (typeof current === 'string' && current.toLowerCase() === 'accept-encoding') return;
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const query = request.url.indexOf('?');
      const pathname = query === -1 ? request.url : request.url.slice(0, query);
      if (reply.statusCode >= 400) reply.header('cache-control', CACHE_CONTROL.noStore);
      else if (!reply.hasHeader('cache-control') && (pathname === '/api' || pathname.startsWith('/api/'))) {
        reply.header('cache-control', apiCacheControl(request, reply, pathname));
      }
      const type = String(reply.getHeader('content-type') ?? '');
      if (!NEVER_ENCODED.test(type)) varyByEncoding(reply);
      done(null, payload);
    });
  },
  { name: 'cache-control' },
);
