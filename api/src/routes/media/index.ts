// /media/art/<kind>/<slug>.svg: generated artwork; /media/itineraries/<file>.pdf:
// itinerary PDFs; /media/share/...: share images (site/share-image-route.ts).
// Public (no authCode): browsers load them from <img> and links.
import type { FastifyPluginAsync } from 'fastify';
import type { ArtKind } from '../../services/artwork';
import { sendEnvelope } from '../../plugins/app/error-handler';
import shareImageRoutes from '../../site/share-image-route';

const ART_KINDS: ReadonlySet<string> = new Set<ArtKind>([
  'destination',
  'banner',
  'package',
  'itinerary',
  'category',
  'blog',
  'avatar',
  'festival',
]);

export interface MediaOptions {
  renderArtwork: (kind: ArtKind, slug: string) => string | null;
}

const MAX_CACHED_SVGS = 3000;

/** <package slug>-<12 hex digits of its version>.pdf */
const ITINERARY_FILE = /^[a-z0-9-]{1,300}-[0-9a-f]{12}\.pdf$/;

const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, opts) => {
  // Artwork is a pure function of (kind, slug): keep rendered SVGs in memory.
  const svgs = new Map<string, string>();

  await app.register(shareImageRoutes);

  app.get<{ Params: { kind: string; file: string } }>('/art/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const { kind, file } = request.params;
    const slug = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!ART_KINDS.has(kind) || slug === '' || slug.length > 200) {
      return sendEnvelope(reply, 404, { code: 0, message: 'Image not found.' });
    }
    const cacheKey = `${kind}/${slug}`;
    let svg = svgs.get(cacheKey);
    if (svg === undefined) {
      let rendered: string | null = null;
      try {
        rendered = opts.renderArtwork(kind as ArtKind, slug);
      } catch (error) {
        request.log.warn({ err: error, kind, slug }, 'artwork renderer failed');
      }
      if (rendered === null) return sendEnvelope(reply, 404, { code: 0, message: 'Image not found.' });
      svg = rendered;
      if (svgs.size >= MAX_CACHED_SVGS) svgs.delete(svgs.keys().next().value as string);
      svgs.set(cacheKey, svg);
    }
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });

  app.get<{ Params: { file: string } }>('/itineraries/:file', { schema: { hide: true } }, async (request, reply) => {
    // Only a name that could be ours reaches the database: a slug (as contentSlug makes
    // them) and a version. A NUL in the name was a 500 on PostgreSQL, without an authCode.
    if (!ITINERARY_FILE.test(request.params.file)) return sendEnvelope(reply, 404, { code: 0, message: 'Itinerary not found.' });
    const found = await app.services.pdfs.lookup(request.params.file);
    if (found.kind === 'missing') return sendEnvelope(reply, 404, { code: 0, message: 'Itinerary not found.' });
    if (found.kind === 'moved') return reply.header('cache-control', 'no-cache').redirect(found.url, 302);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', `inline; filename="${found.filename.replace(/[^\w.-]/g, '_')}"`)
      .type('application/pdf')
      .send(found.pdf);
  });
};

export default mediaRoutes;
