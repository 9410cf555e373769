// Where a redirect may send a visitor: only somewhere on this site. The target is
// read the way a browser reads a Location header (WHATWG URL parsing against our
// origin, which drops tabs and newlines, trims spaces and control characters and
// treats "\" as "/"), so "/\tevil.example", "/\\evil.example" and "//evil.example"
// are seen as the other host they are. Encoded slashes stay encoded in the answer,
// but a path that decodes to "//" or "/\" goes home too: a proxy in front of us
// may decode it before a browser ever sees it.

const HOME = '/';

/** The path (with query and fragment) to send the visitor to: `target` if it stays on `origin`, else the home page. */
export function sameOriginPath(target: unknown, origin: string): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return HOME;
  const base = new URL(origin);
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return HOME;
  }
  if (url.origin !== base.origin) return HOME;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return HOME;
  }
  if (/^\/[/\\]/.test(decoded) || hasControlCharacter(decoded)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
