// Blogs as the API answers them, for the blogs' unit tests (shapes from the contract);
// the packages' answers are @safarnama/shared/testing's.
import { blogSlug, type Blog } from '@safarnama/shared';

export interface BlogFixture {
  id: number;
  name: string;
  categoryName?: string;
  destinationName?: string;
  createdAt?: string;
}

/** A blog as GET /blog/get-all and /blog/search-by-blog-name return it. */
export function blog({ id, name, categoryName = 'Family', destinationName = 'Goa', createdAt = '2025-09-01T06:30:00.000Z' }: BlogFixture): Blog {
  const slug = blogSlug(name);
  return {
    id,
    name,
    slug,
    nameTitle: '',
    description: `<p>${name}: where to stay, what to eat and the best months to go.</p>`,
    imageUrl: `/media/art/blog/${slug}.svg`,
    imageAltText: `${name} cover`,
    destinationName,
    categoryName,
    createdAt,
    updatedAt: createdAt,
    authorName: 'Ananya Rao',
    metaDescription: `${name}, from our travel experts.`,
  };
}

/** `count` blogs newest first (as the API orders them): "Blog 1" is the newest. */
export function newestFirst(count: number, categoryName = 'Family'): Blog[] {
  return Array.from({ length: count }, (_, i) =>
    blog({ id: 100 + i, name: `Blog ${i + 1}`, categoryName, createdAt: new Date(Date.UTC(2025, 8, 30 - i, 6)).toISOString() }),
  );
}
