// A blog body as the API may send it. Bodies are Markdown rendered by `marked`, which
// passes raw HTML through, and a row can reach the table without the seed (a manual
// insert, a future editor), so the API cleans every body it reads: an allow-list of
// the tags and attributes an article needs, and of the URL schemes its links and
// images may use. Everything else goes (a <script> with its text, event handlers,
// javascript: and data: URLs); the text around it stays.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'span',
    'ul', 'ol', 'li', 'blockquote',
    'a', 'strong', 'em', 'b', 'i', 'code', 'pre',
    'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  // applies to href and src; relative URLs are kept
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    // a page opened in a new tab must not get a handle on ours (window.opener) nor our URL
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/** The blog body with only the allowed tags, attributes and URL schemes left. */
export function cleanBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
