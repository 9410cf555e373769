import { stripHtml, truncateText, type Blog } from '@safarnama/shared';

/** Characters of a search engine's description of an article (spec 9). */
export const SUMMARY_LENGTH = 160;

/** Characters of a card's excerpt: about three lines in a third of the page. */
export const EXCERPT_LENGTH = 140;

/** A card's excerpt: the body's opening text, cut at a word. */
export function blogExcerpt(blog: Pick<Blog, 'description' | 'metaDescription'>): string {
  const text = stripHtml(blog.description) || blog.metaDescription;
  return truncateText(text, EXCERPT_LENGTH);
}

/** What search engines and shared links say about an article: its meta description, else its opening words. */
export function blogSummary(blog: Pick<Blog, 'description' | 'metaDescription'>): string {
  return blog.metaDescription || truncateText(stripHtml(blog.description), SUMMARY_LENGTH);
}
