/** A reply split for rendering: text, or a link to one of our own pages. */
export type ReplyPart = { type: 'text'; text: string } | { type: 'link'; label: string; to: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * The in-app path a link points to, or null when it leaves the site: a path starting
 * with one '/' (not '//', a protocol-relative URL), or an absolute URL on our origin.
 */
export function ownPath(href: string, origin: string = window.location.origin): string | null {
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One line of a reply as text and links. Markdown links to our pages become links;
 * any other becomes the plain text 'label: url' (the spec's form). Everything else,
 * HTML included, stays text.
 */
export function parseReplyLine(line: string, origin?: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let text = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, label, href] = match;
    const index = match.index ?? 0;
    text += line.slice(last, index);
    last = index + whole.length;
    const to = ownPath(href, origin);
    if (to === null) {
      text += `${label}: ${href}`;
      continue;
    }
    if (text) parts.push({ type: 'text', text });
    text = '';
    parts.push({ type: 'link', label, to });
  }
  text += line.slice(last);
  if (text) parts.push({ type: 'text', text });
  return parts;
}

/** A whole reply: one list of parts per line (\n, or \r\n, separates lines). */
export function parseReply(text: string, origin?: string): ReplyPart[][] {
  return text.split(/\r?\n/).map((line) => parseReplyLine(line, origin));
}
