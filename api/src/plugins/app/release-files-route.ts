// GET /remotes/<remote>/<version>/<file> from the database's release store
// (RELEASE_FILES=database), answered as @fastify/static answers it from the folder:
// immutable caching, the build's precompressed .br or .gz sibling when the browser
// takes it, and a 404 for anything that is not a published file.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReleaseStore } from '../../releases/store/release-store';
import { CACHE_CONTROL } from './cache-control';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The encodings to try, best first, as the request accepts them. */
function encodingsOf(acceptEncoding: string | undefined): ('br' | 'gzip')[] {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  return [...(/\bbr\b/.test(accepted) ? (['br'] as const) : []), ...(/\bgzip\b/.test(accepted) ? (['gzip'] as const) : [])];
}

export function registerReleaseFilesRoute(app: FastifyInstance, store: ReleaseStore, headers: Record<string, string> = {}): void {
  app.get('/remotes/:remote/:version/*', { schema: { hide: true } }, async (request, reply) => {
    const { remote, version, '*': file } = request.params as { remote: string; version: string; '*': string };
    reply.headers(headers);
    const type = CONTENT_TYPES[path.posix.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compressible = /^(application\/(javascript|json)|text\/|image\/svg)/.test(type);
    if (compressible) reply.header('vary', 'accept-encoding');
    for (const encoding of compressible ? encodingsOf(request.headers['accept-encoding']) : []) {
      const encoded = await store.read(remote, version, `${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (encoded) return reply.header('Cache-Control', CACHE_CONTROL.immutable).header('Content-Encoding', encoding).type(type).send(encoded);
    }
    const content = await store.read(remote, version, file);
    if (!content) return reply.code(404).header('Cache-Control', CACHE_CONTROL.noStore).type('application/json; charset=utf-8').send({ code: 0, message: 'Not found.' });
    return reply.header('Cache-Control', CACHE_CONTROL.immutable).type(type).send(content);
  });
}
