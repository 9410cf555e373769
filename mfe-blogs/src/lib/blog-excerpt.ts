import { stripHtml, truncateText, type Blog } from '@safarnama/shared';

/** Characters of a search engine's description of an article. */
export const SUMMARY_LENGTH = 160;

/** Characters of a card's excerpt: about three lines in a third of the page. */
export const EXCERPT_LENGTH = 140;

// Enough of a body's HTML for an excerpt: parsing a whole article (10-20 KB) for each
// of a page's cards only to keep its first 140 characters would be wasted work.
const OPENING_HTML = 2000;

/** A card's excerpt: the body's opening text, cut at a word. */
export function blogExcerpt(blog: Pick<Blog, 'description' | 'metaDescription'>): string {
  const text = stripHtml(blog.description.slice(0, OPENING_HTML)) || blog.metaDescription;
  return truncateText(text, EXCERPT_LENGTH);
}

/** What search engines and shared links say about an article: its meta description, else its opening words. */
export function blogSummary(blog: Pick<Blog, 'description' | 'metaDescription'>): string {
  return blog.metaDescription || truncateText(stripHtml(blog.description.slice(0, OPENING_HTML)), SUMMARY_LENGTH);
}
