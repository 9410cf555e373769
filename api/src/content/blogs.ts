// Seed blog articles: real, useful travel writing rendered from a tiny markup to HTML.
import type { SeedBlog } from './types';
import { blogSlug } from './slug';
import { postsPart1 } from './blog-posts-1';
import { postsPart2 } from './blog-posts-2';

export interface BlogSource {
  name: string;
  nameTitle: string;
  /** Blog category id (1-9, see blogCategories). */
  category: number;
  destination: string | null;
  author: string;
  /** YYYY-MM-DD, India time. */
  date: string;
  meta: string;
  /** "## " h2, "### " h3, "- " list item, other non-empty lines paragraphs. */
  body: string;
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Renders the blog markup to HTML (h2, h3, p, ul/li). */
export function renderBlogMarkup(src: string): string {
  const out: string[] = [];
  let inList = false;
  const closeList = () => {
    if (inList) out.push('</ul>');
    inList = false;
  };
  for (const raw of src.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('- ')) {
      if (!inList) out.push('<ul>');
      inList = true;
      out.push(`<li>${escapeHtml(line.slice(2))}</li>`);
      continue;
    }
    closeList();
    if (line.startsWith('### ')) out.push(`<h3>${escapeHtml(line.slice(4))}</h3>`);
    else if (line.startsWith('## ')) out.push(`<h2>${escapeHtml(line.slice(3))}</h2>`);
    else out.push(`<p>${escapeHtml(line)}</p>`);
  }
  closeList();
  return out.join('\n');
}

/** Plain-text word count of an HTML body. */
export function wordCount(html: string): number {
  return html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T10:30:00+05:30`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString();
}

export const blogs: SeedBlog[] = [...postsPart1, ...postsPart2]
  .map((b, i) => ({
    slug: blogSlug(b.name),
    name: b.name,
    nameTitle: b.nameTitle,
    descriptionHtml: renderBlogMarkup(b.body),
    destinationSlug: b.destination,
    categoryId: b.category,
    authorName: b.author,
    createdAt: addDays(b.date, 0),
    updatedAt: addDays(b.date, i % 3 === 0 ? 0 : (i % 5) + 2),
    metaDescription: b.meta,
    imageAltText: `Illustration for the article “${b.name}”`,
  }))
  .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
