// The head of a server-rendered page, from what the page itself asked for while it
// rendered (its usePageMeta: title, description, canonical path, picture, type):
// the <title> and meta description search engines show, the canonical URL on the
// site's configured origin, and the Open Graph and Twitter tags that make a shared
// link a card in WhatsApp, Facebook, X and LinkedIn. Those apps do not show SVG, so
// the card's picture is the page artwork's raster share image (1200x630 PNG).
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE, shareImagePath, type ShareKind } from '../site/share-image';
import type { ServerPageMeta } from './server-builds';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// an artwork path: /media/art/<kind>/<slug>.svg
const ARTWORK = /^\/media\/art\/([a-z]+)\/([a-z0-9-]+)\.svg$/;
const SHARE_KIND_OF_ART: Record<string, ShareKind> = { package: 'package', destination: 'destination', banner: 'destination', blog: 'blog' };

/** The share image for a page's picture: its artwork's raster version, else the site's. */
export function shareImageFor(image: string | undefined): string {
  const [, kind = '', slug = ''] = (image && ARTWORK.exec(image)) || [];
  const shareKind = SHARE_KIND_OF_ART[kind];
  return shareKind ? shareImagePath(shareKind, slug) : shareImagePath('site', 'site');
}

/** A path or URL made absolute on the site's origin; another site's URL is kept as it is. */
function absolute(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).href;
  } catch {
    return origin + '/';
  }
}

export interface PageHead {
  title: string;
  description: string | undefined;
  /** The tags after <title> and the description: canonical, Open Graph, Twitter. */
  tags: string;
}

/**
 * @param meta what the page asked for
 * @param pathname the path being answered: the canonical URL when the page names none
 * @param origin SITE_ORIGIN
 */
export function pageHead(meta: ServerPageMeta, pathname: string, origin: string): PageHead {
  const url = absolute(meta.canonical ?? pathname, origin);
  const image = absolute(shareImageFor(meta.image), origin);
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    property('og:site_name', 'Safarnama Holidays'),
    property('og:locale', 'en_IN'),
    property('og:type', meta.type),
    property('og:title', meta.title),
    ...(meta.description ? [property('og:description', meta.description)] : []),
    property('og:url', url),
    property('og:image', image),
    property('og:image:type', SHARE_IMAGE_TYPE),
    property('og:image:width', String(SHARE_IMAGE_SIZE.width)),
    property('og:image:height', String(SHARE_IMAGE_SIZE.height)),
    property('og:image:alt', meta.title),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    ...(meta.description ? [named('twitter:description', meta.description)] : []),
    named('twitter:image', image),
  ];
  return { title: meta.title, description: meta.description, tags: tags.join('') };
}

/** The template's <title> and description replaced by the page's, its other tags added. */
export function withPageHead(html: string, head: PageHead): string {
  let result = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
    result = result.replace(/<meta name="?description"? content="[^"]*">/, () => description);
  }
  return result.replace('</head>', () => `${head.tags}</head>`);
}

/**
 * The template's <noscript> line, for a page read without JavaScript: the page's text
 * and links are in the HTML, its forms are not usable, and the number to call is the
 * live one.
 */
export function withNoScriptLine(html: string, phone: string | null): string {
  const call = phone ? ` or call us 24/7 on +91 ${escapeHtml(phone)}` : '';
  return html.replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript><p>Our enquiry and booking forms need JavaScript: turn it on to send us a request${call}.</p></noscript>`);
}
