import { useEffect, useState } from 'react';
import { useStartedOnServer } from '../ui/hooks/use-started-on-server';

// DOMPurify (9 KB gzip) is loaded on first use: only pages that show API HTML need
// it, and the home page's first render must stay within its JavaScript budget.
type Sanitizer = (html: string) => string;
let sanitizer: Promise<Sanitizer> | null = null;

function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return (html: string) =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
        ADD_ATTR: ['target'],
      });
  });
  return sanitizer;
}

/**
 * HTML from the API (blog bodies, package descriptions) made safe for
 * dangerouslySetInnerHTML: scripts, event handlers and javascript: URLs go;
 * links that open a new tab get rel="noopener noreferrer".
 */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html) return '';
  return (await loadSanitizer())(html);
}

/**
 * The sanitised HTML, or null until the sanitiser has loaded (render a placeholder
 * meanwhile). On the server, and in the browser on the page the server rendered, it is
 * the API's HTML as it came (the API cleans it with its own sanitiser): the server's
 * page then holds the article, hydration finds the same markup, and DOMPurify's copy
 * takes its place once loaded. Until then the browser shows only what it already
 * parsed from the server's HTML.
 */
export function useSanitizedHtml(html: string): string | null {
  const startedOnServer = useStartedOnServer();
  // only the HTML of that first render: another article shown later waits for DOMPurify
  const [serverHtml] = useState(html);
  const [state, setState] = useState<{ source: string; clean: string } | null>(null);
  useEffect(() => {
    let current = true;
    void sanitizeHtml(html).then((clean) => {
      if (current) setState({ source: html, clean });
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (state?.source === html) return state.clean;
  return startedOnServer && html === serverHtml ? html : null;
}

/** Plain text of an HTML fragment (for excerpts and meta descriptions), whitespace collapsed. */
export function stripHtml(html: string): string {
  if (!html) return '';
  // Blocks that touch ("<p>a</p><p>b</p>") must not run their words together.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = textParser ? parseText(textParser, spaced) : spaced.replace(/<[^>]*>/g, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

// One inert <template> reused for every excerpt: its content is parsed like HTML
// (entities decoded) but loads no image and runs no script, and it costs a fraction of
// a new DOMParser document per call (ten listing cards paid about 20 ms on a phone).
const textParser = typeof document !== 'undefined' ? document.createElement('template') : null;

function parseText(template: HTMLTemplateElement, html: string): string {
  template.innerHTML = html;
  const text = template.content.textContent ?? '';
  template.innerHTML = '';
  return text;
}

/** At most `maxLength` characters, cut at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  // no 'do,...' or 'experiences....': the ellipsis replaces the punctuation the cut left behind
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}...`;
}

/** The first `count` words, with an ellipsis when there were more (listing cards show 10). */
export function firstWords(text: string, count: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}...`;
}

/** Bullet lists stored one item per line (or split by •), as the package detail shows them. */
export function splitBullets(text: string): string[] {
  return text
    .split(/\r?\n|•/)
    .map((item) => item.replace(/^[\s*\-–·]+/, '').trim())
    .filter(Boolean);
}
