// Share images: the picture chat apps and social sites show for a link (og:image).
// They do not draw SVG, so each page's artwork is also served as a 1200x630 raster
// at /media/share/<kind>/<slug>.<hash>.png (share-image-route.ts). The hash is
// taken from the artwork's SVG and the rasteriser's version, so a URL always names
// one picture and may be cached for good.
import { createHash } from 'node:crypto';
import { blogSlug, contentSlug } from '../content/index';
import { type ArtKind, renderArtwork, siteArtwork } from '../services/artwork';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type ShareKind = 'destination' | 'package' | 'blog' | 'site';

/** Raised whenever the raster drawn from the same SVG changes (crop, format, quality). */
export const SHARE_RENDERER_VERSION = 1;

export const SHARE_IMAGE_TYPE = 'image/png';

/** The one name of the site-wide picture. */
const SITE_SLUG = 'safarnama-holidays';

/** The artwork each kind of page is shown by. */
const SOURCE_ART: Readonly<Record<Exclude<ShareKind, 'site'>, ArtKind>> = {
  destination: 'destination',
  package: 'package',
  blog: 'blog',
};

export function isShareKind(kind: string): kind is ShareKind {
  return kind === 'site' || Object.hasOwn(SOURCE_ART, kind);
}

/** A page's name as the artwork's URL spells it: blog slugs keep underscores, the others do not. */
export function shareSlug(kind: ShareKind, name: string): string {
  if (kind === 'site') return SITE_SLUG;
  return kind === 'blog' ? blogSlug(name) : contentSlug(name);
}

/** The SVG a share image is drawn from, or null when no artwork has that name. */
export function shareSvg(kind: ShareKind, slug: string): string | null {
  try {
    return kind === 'site' ? (slug === SITE_SLUG ? siteArtwork() : null) : renderArtwork(SOURCE_ART[kind], slug);
  } catch {
    // A name the artwork cannot draw is a name without artwork, never a failed request.
    return null;
  }
}

// Artwork only changes with the code and content the process loaded, so a hash
// once computed holds until it exits. Only names that have artwork are kept, so
// the map is as large as the catalogue, whatever names requests carry.
const hashes = new Map<string, string>();

/** 12 hex digits of sha256(renderer version, SVG), or null when no artwork has that name. */
export function shareHash(kind: ShareKind, slug: string): string | null {
  const key = `${kind}/${slug}`;
  const known = hashes.get(key);
  if (known !== undefined) return known;
  const svg = shareSvg(kind, slug);
  if (svg === null) return null;
  const hash = createHash('sha256').update(`${SHARE_RENDERER_VERSION}\n${svg}`).digest('hex').slice(0, 12);
  hashes.set(key, hash);
  return hash;
}

export function shareFileName(slug: string, hash: string): string {
  return `${slug}.${hash}.png`;
}

/** "<slug>.<12 hex>.png" -> its parts; null for any other name. Slugs are what contentSlug and blogSlug make. */
export function parseShareFileName(file: string): { slug: string; hash: string } | null {
  const m = /^([a-z0-9_-]{1,200})\.([0-9a-f]{12})\.png$/.exec(file);
  return m ? { slug: m[1], hash: m[2] } : null;
}

// Bounded: callers may pass any display name.
const MAX_CACHED_PATHS = 5000;
const paths = new Map<string, string>();

/**
 * The URL path (no origin) of a page's share image, e.g.
 * "/media/share/package/kashmir-paradise-tour.3f2a9c01b7de.png". `name` is a slug
 * or a display name. A page whose artwork does not exist (a blog stored without a
 * drawn cover, an unknown name) gets the site-wide picture, so the path always
 * answers an image. Synchronous and cached: the first call for a name draws its SVG
 * (a few ms), later ones are a Map lookup.
 */
export function shareImagePath(kind: ShareKind, name: string): string {
  const key = `${kind}/${name}`;
  const cached = paths.get(key);
  if (cached !== undefined) return cached;
  const slug = shareSlug(kind, name);
  const hash = shareHash(kind, slug);
  let path: string;
  if (hash !== null) path = `/media/share/${kind}/${shareFileName(slug, hash)}`;
  else if (kind !== 'site') path = shareImagePath('site', SITE_SLUG);
  // The site's picture draws while the content has any place; without one, the
  // path is still well formed and answers 404 like any other missing file.
  else path = `/media/share/site/${shareFileName(SITE_SLUG, '0'.repeat(12))}`;
  if (paths.size >= MAX_CACHED_PATHS) paths.delete(paths.keys().next().value as string);
  paths.set(key, path);
  return path;
}
