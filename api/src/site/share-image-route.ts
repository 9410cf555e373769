// GET /media/share/<kind>/<slug>.<hash>.png: a page's share image (share-image.ts).
// Public like the artwork: chat apps and social sites fetch it without an authCode.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CACHE_CONTROL } from '../plugins/app/cache-control';
import { sendEnvelope } from '../plugins/app/error-handler';
import { ShareImageCache } from './share-image-render';
import { isShareKind, parseShareFileName, SHARE_IMAGE_TYPE, shareFileName, shareHash, shareSvg } from './share-image';

/** About 60 KB an image: room for every page of the catalogue several times over. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

const notFound = (reply: FastifyReply): FastifyReply => sendEnvelope(reply, 404, { code: 0, message: 'Not found.' });

const shareImageRoutes: FastifyPluginAsync = async (app) => {
  const images = new ShareImageCache(MAX_CACHED_BYTES);

  app.get<{ Params: { kind: string; file: string } }>('/share/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const { kind, file } = request.params;
    const name = parseShareFileName(file);
    if (!isShareKind(kind) || name === null) return notFound(reply);
    const hash = shareHash(kind, name.slug);
    if (hash === null) return notFound(reply);
    if (hash !== name.hash) {
      // An older picture's URL, still in a social site's cache of the page: sent on
      // to the current picture of the same page rather than a broken preview. Not
      // cached itself, since the picture it points at changes again with the artwork.
      return reply.header('cache-control', CACHE_CONTROL.revalidate).redirect(`/media/share/${kind}/${shareFileName(name.slug, hash)}`, 302);
    }
    // the SVG is there: its hash was just taken from it
    const png = await images.get(`${kind}/${name.slug}/${hash}`, () => shareSvg(kind, name.slug) ?? '');
    return reply.header('cache-control', CACHE_CONTROL.immutable).type(SHARE_IMAGE_TYPE).send(png);
  });
};

export default shareImageRoutes;
