import type { Kysely } from 'kysely';
import type { BlogRow, Database } from '../db/schema';
import { lookupKey } from '../lib/keys';
import { artUrl } from '../lib/media';
import { TtlCache } from '../lib/ttl-cache';
import * as repo from '../repositories/blog.repository';
import type { Blog } from '@safarnama/contracts';

type BlogWithNames = BlogRow & { category_name: string; destination_name: string | null };

export class BlogService {
  private readonly cache: TtlCache<unknown>;

  constructor(
    private readonly db: Kysely<Database>,
    cacheTtlMs: number,
  ) {
    this.cache = new TtlCache(cacheTtlMs);
  }

  /** Newest first, optionally narrowed to a blog category and/or a destination. */
  list(filter: { categoryId?: number; destinationId?: number }): Promise<Blog[]> {
    const key = `list:${filter.categoryId ?? ''}:${filter.destinationId ?? ''}`;
    return this.cache.getOrLoad(key, async () => (await repo.listBlogs(this.db, filter)).map(toBlog)) as Promise<Blog[]>;
  }

  /** blogName is the slug with hyphens as spaces; punctuation and case do not matter. */
  async byName(blogName: string): Promise<Blog | null> {
    const key = lookupKey(blogName);
    if (key === '') return null;
    return this.cache.getOrLoad(`name:${key}`, async () => {
      const row = await repo.findBlogByKey(this.db, key);
      return row ? toBlog(row) : null;
    }) as Promise<Blog | null>;
  }
}

function toBlog(b: BlogWithNames): Blog {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    nameTitle: b.name_title,
    description: b.description_html,
    imageUrl: artUrl('blog', b.slug),
    imageAltText: b.image_alt_text,
    destinationName: b.destination_name ?? '',
    categoryName: b.category_name,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
    authorName: b.author_name,
    metaDescription: b.meta_description,
  };
}
