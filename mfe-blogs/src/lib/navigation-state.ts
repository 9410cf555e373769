import type { Blog } from '@safarnama/shared';

/** What a blog card passes to /blog-details/{slug}: the blog travels in navigation state. */
export interface BlogNavigationState {
  blog: Blog;
}

/**
 * The blog a card passed along, if it is the one this URL names. Anything else in
 * history state (another page's, an older build's) is ignored and the blog is fetched.
 */
export function readBlogState(state: unknown, slug: string): Blog | null {
  if (!state || typeof state !== 'object' || !('blog' in state)) return null;
  const blog = (state as { blog: unknown }).blog as Partial<Blog> | null;
  if (!blog || typeof blog !== 'object') return null;
  if (typeof blog.slug !== 'string' || typeof blog.name !== 'string' || typeof blog.description !== 'string') return null;
  return blog.slug === slug.toLowerCase() ? (blog as Blog) : null;
}
