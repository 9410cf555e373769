// Answers of the API as the catalogue's unit tests need them (shapes from the contract).
import type { PackageSummary, SearchResult, ThemeCard } from '@safarnama/shared';

export function packageSummary(id: number, name: string, price: number, durationDay: number, destinationName = 'Goa'): PackageSummary {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: `<p>${name} takes you to the beaches, forts and spice farms of ${destinationName} with a local guide and breakfast daily.</p>`,
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

/** A destination search's data: the destination and its packages. */
export function searchResult(name: string, packages: PackageSummary[], description = `${name} is one of India’s favourite holidays.`): SearchResult {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    mainPackageResponse: {
      id: 1,
      name,
      destinationName: name,
      slug,
      description,
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

export const goaResult = (): SearchResult =>
  searchResult('Goa', [packageSummary(2, 'Goa Heritage Trail', 32999, 6), packageSummary(1, 'Goa Beach Escape', 12999, 4)], 'Goa is India’s beach state.\n\nIts churches are UNESCO sites.');

export const themeCards: ThemeCard[] = [
  { id: 1, destinationName: 'Goa', image: '/media/art/destination/goa.svg', minPrice: 8999, maxPrice: 24999, packageCount: 4 },
  { id: 2, destinationName: 'Andaman & Nicobar', image: '/media/art/destination/andaman-and-nicobar.svg', minPrice: 15999, maxPrice: 42999, packageCount: 1 },
  { id: 3, destinationName: 'Kerala', image: '/media/art/destination/kerala.svg', minPrice: 45999, maxPrice: 89999, packageCount: 2 },
];
