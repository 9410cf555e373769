// Blog articles: content/blogs/<slug>.md, front matter plus a Markdown body rendered
// to the HTML the API serves (h2, h3, p, ul/li).
import path from 'node:path';
import { Marked } from 'marked';
import { ContentError, listFiles, readMarkdown, shown } from './data-files';
import { blogFrontMatterSchema } from './schemas';
import { blogSlug } from './slug';
import type { SeedBlog, SeedBlogCategory } from './types';

const markdown = new Marked({ async: false });

/** Plain-text word count of an HTML body. */
export function wordCount(html: string): number {
  return html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}

/** Articles are dated at 10:30 India time. */
const publishedAt = (date: string): string => new Date(`${date}T10:30:00+05:30`).toISOString();

export function loadBlogs(dir: string, blogCategories: SeedBlogCategory[], destinationKeys: [string, ...string[]]): SeedBlog[] {
  const schema = blogFrontMatterSchema({ blogCategories: blogCategories.map((c) => c.name) as [string, ...string[]], destinationKeys });
  const categoryId = new Map(blogCategories.map((c) => [c.name, c.id]));
  return listFiles(dir, 'blogs', '.md')
    .map((file): SeedBlog => {
      const { data: post, body } = readMarkdown(dir, file, schema);
      const slug = blogSlug(post.title);
      if (path.basename(file, '.md') !== slug) throw new ContentError(`${shown(dir, file)}: the file name must be the title's slug, ${slug}.md`);
      return {
        slug,
        name: post.title,
        nameTitle: post.headline,
        bodyMarkdown: body.trim(),
        descriptionHtml: (markdown.parse(body) as string).trimEnd(),
        destinationSlug: post.destination,
        categoryId: categoryId.get(post.category)!,
        authorName: post.author,
        createdAt: publishedAt(post.published),
        updatedAt: publishedAt(post.updated ?? post.published),
        metaDescription: post.description,
        imageAltText: `Illustration for the article “${post.title}”`,
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.slug.localeCompare(b.slug));
}
