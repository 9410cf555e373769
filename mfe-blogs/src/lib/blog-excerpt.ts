import { stripHtml, truncateText, type Blog } from '@safarnama/shared';

/** Characters of a card's excerpt: about three lines in a third of the page. */
export const EXCERPT_LENGTH = 140;

/** A card's excerpt: the body's opening text, cut at a word. */
export function blogExcerpt(blog: Pick<Blog, 'description' | 'metaDescription'>): string {
  const text = stripHtml(blog.description) || blog.metaDescription;
  return truncateText(text, EXCERPT_LENGTH);
}
