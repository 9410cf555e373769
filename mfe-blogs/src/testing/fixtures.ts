// Answers of the API as the blogs' unit tests need them (shapes from the contract).
import { blogSlug, type Blog, type PackageSummary, type SearchResult } from '@safarnama/shared';

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

export function packageSummary(id: number, name: string, price: number, durationDay: number, destinationName = 'Goa'): PackageSummary {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: `<p>${name} with a local guide.</p>`,
    image: `/media/art/package/${id}.svg`,
    imageAltText: `${name} photo`,
    price,
    durationDay,
    rating: 4,
    hotelCategory: 4,
    categoryName: 'Family',
    categories: ['Family'],
    destinationName,
    includes: { meals: true, hotel: true, transfer: false, sightseeing: true },
  };
}

/** A destination search's data (GET /package/search-main-package-and-sub-package): the destination and its packages. */
export function searchResult(name: string, packages: PackageSummary[]): SearchResult {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    mainPackageResponse: {
      id: 1,
      name,
      destinationName: name,
      slug,
      description: `${name} holidays`,
      metaTitle: `${name} Tour Packages`,
      metaDescription: `${name} holidays`,
      keywords: '',
      bannerImage: `/media/art/banner/${slug}.svg`,
      bannerAltText: `${name} banner`,
      travelGuide: null,
    },
    packageResponse: packages,
    questionResponses: [],
    answerResponses: [],
  };
}
