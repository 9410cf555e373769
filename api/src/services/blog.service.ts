import { blogs as drawnBlogs, categories } from '../content/index';
import type { BlogRow } from '../db/schema';
import { cleanBlogHtml } from '../lib/blog-html';
import { categoryKey, lookupKey } from '../lib/keys';
import { artUrl } from '../lib/media';
import * as repo from '../repositories/blog.repository';
import type { Blog } from '@safarnama/contracts';
import { CachedReads } from './cached-reads';

type BlogWithNames = BlogRow & { category_name: string; destination_name: string | null };

export class BlogService extends CachedReads {
  /** Newest first, optionally narrowed to a blog category and/or a destination. */
  list(filter: { categoryId?: number; destinationId?: number }): Promise<Blog[]> {
    const key = `list:${filter.categoryId ?? ''}:${filter.destinationId ?? ''}`;
    return this.cached(key, async () => (await repo.listBlogs(this.db, filter)).map(toBlog));
  }

  /** blogName is the slug with hyphens as spaces; punctuation and case do not matter. */
  async byName(blogName: string): Promise<Blog | null> {
    const key = lookupKey(blogName);
    if (key === '') return null;
    return this.cached(`name:${key}`, async () => {
      const row = await repo.findBlogByKey(this.db, key);
      return row ? toBlog(row) : null;
    });
  }
}

/** Cleaned here, on the read path, so that a row written any way is cleaned; results are cached, so once per blog. */
function toBlog(b: BlogWithNames): Blog {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    nameTitle: b.name_title,
    description: cleanBlogHtml(b.description_html),
    imageUrl: coverUrl(b),
    imageAltText: b.image_alt_text,
    destinationName: b.destination_name ?? '',
    categoryName: b.category_name,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
    authorName: b.author_name,
    metaDescription: b.meta_description,
  };
}

// The artwork draws a cover for each article of api/content/blogs. An article stored
// another way (written straight into the database) has none: it shows its category's
// picture instead of a broken image.
const DRAWN_COVERS: ReadonlySet<string> = new Set(drawnBlogs.map((b) => b.slug));
const FALLBACK_COVER = artUrl('banner', 'ladakh');

function coverUrl(b: BlogWithNames): string {
  if (DRAWN_COVERS.has(b.slug)) return artUrl('blog', b.slug);
  const key = categoryKey(b.category_name);
  const category = categories.find((c) => categoryKey(c.name) === key || categoryKey(c.slug) === key);
  return category ? artUrl('category', category.slug) : FALLBACK_COVER;
}
