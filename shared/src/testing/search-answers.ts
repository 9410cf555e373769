// The API's answers about packages as the remotes' unit tests need them (shapes from
// the contract): a package of a listing, and a destination search's data.
import type { PackageSummary, SearchResult } from '../api/types';

/** A package as a destination search lists it. */
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

/** A destination search's data (GET /package/search-main-package-and-sub-package): the destination and its packages. */
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
