// The editor's blogs: the list, one article with its Markdown, and an edit, written
// with its audit entry in one transaction. The slug (the article's address) never
// changes, so links to it keep working after its title is edited.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { renderBlogMarkdown } from './blog-markdown';
import type { BlogEdit, ListQuery } from './edit-inputs';
import { editItem, type Editor } from './editor';
import { matchesText, offsetOf, type Page, PAGE_SIZE } from './paging';

export interface BlogListItem {
  slug: string;
  name: string;
  category: string;
  destination: string | null;
  updatedAt: string;
}

export interface EditableBlog extends BlogListItem {
  markdown: string;
  html: string;
  editedAt: string | null;
  editedBy: number | null;
}

type Db = Kysely<Database>;

function blogsWithNames(db: Db | Transaction<Database>) {
  return db
    .selectFrom('blogs')
    .innerJoin('blog_categories', 'blog_categories.id', 'blogs.category_id')
    .leftJoin('destinations', 'destinations.id', 'blogs.destination_id');
}

export async function listBlogs(db: Db, { q, page }: ListQuery): Promise<Page<BlogListItem>> {
  let query = blogsWithNames(db);
  if (q?.trim()) query = query.where((eb) => matchesText(eb, ['blogs.name', 'blogs.slug'], q.trim()));
  const [rows, count] = await Promise.all([
    query
      .select(['blogs.slug', 'blogs.name', 'blog_categories.name as category', 'destinations.name as destination', 'blogs.updated_at'])
      .orderBy('blogs.created_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(PAGE_SIZE)
      .offset(offsetOf(page))
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ slug: r.slug, name: r.name, category: r.category, destination: r.destination, updatedAt: r.updated_at })),
    total: Number(count.n),
    page,
    pageSize: PAGE_SIZE,
  };
}

export async function findEditableBlog(db: Db | Transaction<Database>, slug: string): Promise<EditableBlog | null> {
  const row = await blogsWithNames(db)
    .selectAll('blogs')
    .select(['blog_categories.name as category', 'destinations.name as destination'])
    .where('blogs.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  return {
    slug: row.slug,
    name: row.name,
    category: row.category,
    destination: row.destination,
    updatedAt: row.updated_at,
    markdown: row.body_markdown,
    html: row.description_html,
    editedAt: row.edited_at,
    editedBy: row.edited_by,
  };
}

export function updateBlog(db: Db, slug: string, edit: BlogEdit, editor: Editor): Promise<EditableBlog | null> {
  return editItem(db, editor, {
    kind: 'blog',
    slug,
    find: findEditableBlog,
    async write(trx) {
      const now = nowIso();
      await trx
        .updateTable('blogs')
        .set({ name: edit.name, body_markdown: edit.markdown, description_html: renderBlogMarkdown(edit.markdown), updated_at: now, edited_at: now, edited_by: editor.operatorId })
        .where('slug', '=', slug)
        .execute();
    },
    audited: (blog) => ({ name: blog.name, markdown: blog.markdown }),
    shown: (blog) => blog,
  });
}
