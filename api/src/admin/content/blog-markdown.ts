// An article's Markdown as the site shows it: rendered by marked, as the seed renders
// the articles in api/content/blogs, then cleaned by the site's own allow-list
// (lib/blog-html.ts). What is stored is already clean, so a <script> an editor
// typed is never in the database, and the preview is exactly what will be served.
import { Marked } from 'marked';
import { cleanBlogHtml } from '../../lib/blog-html';

const markdown = new Marked({ async: false });

export function renderBlogMarkdown(source: string): string {
  return cleanBlogHtml((markdown.parse(source) as string).trimEnd());
}
