// Loads the seed catalogue from a content folder (api/content/): reads and validates
// every data file, checks the references between them, then composes the packages,
// destinations and blog articles the API seeds.
import { loadBlogs } from './blogs';
import { composeDestinations } from './compose-destinations';
import { composePackages } from './compose-packages';
import { ContentError, listFiles, readYaml, shown } from './data-files';
import {
  categoriesSchema,
  type DestinationPlace,
  featuredDestinationsSchema,
  hotelClassesSchema,
  landscapesSchema,
  packageSpecsSchema,
  type Place,
  placeFileSchema,
  policiesSchema,
  tfnSchema,
  type TravelGuideData,
  travelGuideFileSchema,
} from './schemas';
import { contentSlug } from './slug';
import type { SeedBlog, SeedBlogCategory, SeedCategory, SeedDestination, SeedPackage } from './types';

export interface Catalogue {
  categories: SeedCategory[];
  blogCategories: SeedBlogCategory[];
  destinations: SeedDestination[];
  /** The fifty trending destinations in display order (slugs). */
  trendingDestinationSlugs: string[];
  /** Destinations the home page, footer and devotional sections name (slugs). */
  popularDestinationSlugs: string[];
  packages: SeedPackage[];
  blogs: SeedBlog[];
  /** The server's phone number for one website. */
  tfn: { websiteId: number; tfnNumber: string };
  tourPolicy: string;
  cancellationPolicy: string;
  /** Every place by key, destinations and itinerary stops alike. */
  places: ReadonlyMap<string, Place>;
  /** Package slug -> place key of each itinerary day (day 1 first). */
  itineraryDayPlaces: ReadonlyMap<string, string[]>;
}

/** Places in file-name order, then in file order; keys are unique across files. */
function loadPlaces(dir: string): Map<string, Place> {
  const places = new Map<string, Place>();
  const fileOf = new Map<string, string>();
  for (const file of listFiles(dir, 'places', '.yaml')) {
    readYaml(dir, file, placeFileSchema).forEach((p, i) => {
      const other = fileOf.get(p.key);
      if (other) throw new ContentError(`${shown(dir, file)}: [${i}].key: "${p.key}" is already a place in ${shown(dir, other)}`);
      fileOf.set(p.key, file);
      places.set(p.key, p);
    });
  }
  if (places.size === 0) throw new ContentError(`${shown(dir, 'places')}: no places`);
  return places;
}

/**
 * The travel guides (guides/*.yaml) by place key: one for every destination and none
 * for anything else, so that a destination added without its guide fails to load.
 */
function loadGuides(dir: string, destinationKeys: readonly string[]): Map<string, TravelGuideData> {
  const guides = new Map<string, TravelGuideData>();
  const wanted = new Set(destinationKeys);
  for (const file of listFiles(dir, 'guides', '.yaml')) {
    for (const [placeKey, guide] of Object.entries(readYaml(dir, file, travelGuideFileSchema))) {
      if (!wanted.has(placeKey)) throw new ContentError(`${shown(dir, file)}: ${placeKey}: not a destination (a place with a destination block)`);
      if (guides.has(placeKey)) throw new ContentError(`${shown(dir, file)}: ${placeKey}: already has a guide`);
      guides.set(placeKey, guide);
    }
  }
  const missing = destinationKeys.filter((k) => !guides.has(k));
  if (missing.length) throw new ContentError(`${shown(dir, 'guides')}: no travel guide for ${missing.join(', ')}`);
  return guides;
}

const nonEmpty = (keys: string[]): [string, ...string[]] => keys as [string, ...string[]];

export function loadContent(dir: string): Catalogue {
  const categoryData = readYaml(dir, 'categories.yaml', categoriesSchema);
  const categories: SeedCategory[] = categoryData.packageCategories.map((c) => ({
    id: c.id,
    name: c.name,
    slug: contentSlug(c.name),
    description: c.description,
    imageAltText: c.imageAltText,
  }));
  const blogCategories = categoryData.blogCategories.map((name, i) => ({ id: i + 1, name }));
  const policies = readYaml(dir, 'policies.yaml', policiesSchema);
  const tfn = readYaml(dir, 'tfn.yaml', tfnSchema);
  const landscapes = readYaml(dir, 'landscapes.yaml', landscapesSchema);
  const hotelClasses = readYaml(dir, 'hotel-classes.yaml', hotelClassesSchema);

  const places = loadPlaces(dir);
  const destinationPlaces = [...places.values()].filter((p): p is DestinationPlace => p.destination !== undefined);
  const destinationKeys = nonEmpty(destinationPlaces.map((p) => p.key));
  const featured = readYaml(dir, 'destinations.yaml', featuredDestinationsSchema(destinationKeys));
  const specs = readYaml(
    dir,
    'packages.yaml',
    packageSpecsSchema({
      destinationKeys,
      placeKeys: nonEmpty([...places.keys()]),
      categoryIdBySlug: new Map(categories.map((c) => [c.slug, c.id])),
    }),
  );

  const categoryById = new Map(categoryData.packageCategories.map((c) => [c.id, c]));
  const { packages, itineraryDayPlaces } = composePackages(destinationPlaces, specs, {
    place: (key) => places.get(key)!,
    category: (id) => categoryById.get(id)!,
    policies,
    hotelClasses,
  });

  return {
    categories,
    blogCategories,
    destinations: composeDestinations(destinationPlaces, packages, featured, landscapes, loadGuides(dir, destinationKeys)),
    trendingDestinationSlugs: featured.trending,
    popularDestinationSlugs: featured.popular,
    packages,
    blogs: loadBlogs(dir, blogCategories, destinationKeys),
    tfn: { websiteId: tfn.websiteId, tfnNumber: tfn.number },
    tourPolicy: policies.tour,
    cancellationPolicy: policies.cancellation,
    places,
    itineraryDayPlaces,
  };
}
