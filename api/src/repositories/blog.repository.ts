import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

function blogsWithNames(db: Db) {
  return db
    .selectFrom('blogs')
    .innerJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
    .leftJoin('destinations', 'destinations.id', 'blogs.destination_id')
    .selectAll('blogs')
    .select(['blog_categories.name as category_name', 'destinations.name as destination_name']);
}

export function listBlogs(db: Db, filter: { categoryId?: number; destinationId?: number }) {
  let query = blogsWithNames(db);
  if (filter.categoryId !== undefined) query = query.where('blogs.category_id', '=', filter.categoryId);
  if (filter.destinationId !== undefined) query = query.where('blogs.destination_id', '=', filter.destinationId);
  return query.orderBy('blogs.created_at', 'desc').orderBy('blogs.id', 'desc').execute();
}

export function findBlogByKey(db: Db, key: string) {
  return blogsWithNames(db).where('blogs.slug_key', '=', key).orderBy('blogs.id').limit(1).executeTakeFirst();
}
