// All catalogue SQL: categories, destinations, FAQs, packages, itineraries, TFN.
// The public reads see active packages only: one an operator took off the site
// (packages.active 0) is in no listing, and its page and PDF answer 404.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type Db = Kysely<Database>;

export function listCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'name', 'slug']).orderBy('id').execute();
}

export function listDestinations(db: Db) {
  return db.selectFrom('destinations').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

/** Destinations with at least one package. */
export function listActiveDestinations(db: Db) {
  return db
    .selectFrom('destinations')
    .select(['id', 'name'])
    .where((eb) =>
      eb.exists(eb.selectFrom('packages').select('packages.id').whereRef('packages.destination_id', '=', 'destinations.id').where('packages.active', '=', 1)),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The trending destinations by their display rank (the seed stores 1-50; 0 is not trending). */
export function listTrendingDestinations(db: Db) {
  return db.selectFrom('destinations').select(['id', 'name']).where('trending', '>', 0).orderBy('trending').orderBy('id').execute();
}

export function findDestinationByKey(db: Db, key: string) {
  return db
    .selectFrom('destinations')
    .selectAll()
    .where((eb) => eb.or([eb('name_key', '=', key), eb('slug_key', '=', key)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function findDestinationById(db: Db, id: number) {
  return db.selectFrom('destinations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The destination's travel guide as stored (JSON text), or undefined. */
export async function findGuide(db: Db, destinationId: number): Promise<string | undefined> {
  return (await db.selectFrom('destination_guides').select('guide').where('destination_id', '=', destinationId).executeTakeFirst())?.guide;
}

export function listFaqs(db: Db, destinationId: number) {
  return db.selectFrom('destination_faqs').select(['id', 'question', 'answer']).where('destination_id', '=', destinationId).orderBy('position').execute();
}

const summaryColumns = [
  'packages.id',
  'packages.name',
  'packages.slug',
  'packages.description',
  'packages.image_alt_text',
  'packages.price',
  'packages.days',
  'packages.rating',
  'packages.includes_meals',
  'packages.includes_hotel',
  'packages.includes_transfer',
  'packages.includes_sightseeing',
] as const;

export function listPackagesOfDestination(db: Db, destinationId: number) {
  return db
    .selectFrom('packages')
    .innerJoin('categories', 'categories.id', 'packages.primary_category_id')
    .select([...summaryColumns, 'categories.name as category_name'])
    .where('packages.destination_id', '=', destinationId)
    .where('packages.active', '=', 1)
    .orderBy('packages.price')
    .orderBy('packages.id')
    .execute();
}

export function listCategoryNamesOfPackages(db: Db, packageIds: number[]) {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('package_categories')
    .innerJoin('categories', 'categories.id', 'package_categories.category_id')
    .select(['package_categories.package_id', 'categories.name'])
    .where('package_categories.package_id', 'in', packageIds)
    .orderBy('package_categories.package_id')
    .orderBy('package_categories.position')
    .execute();
}

function packageWithNames(db: Db) {
  return db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .innerJoin('categories', 'categories.id', 'packages.primary_category_id')
    .selectAll('packages')
    .select(['destinations.name as destination_name', 'categories.name as category_name'])
    .where('packages.active', '=', 1);
}

export function findPackageByKey(db: Db, key: string) {
  return packageWithNames(db)
    .where((eb) => eb.or([eb('packages.name_key', '=', key), eb('packages.slug_key', '=', key)]))
    .orderBy('packages.id')
    .limit(1)
    .executeTakeFirst();
}

export function findPackageBySlug(db: Db, slug: string) {
  return packageWithNames(db).where('packages.slug', '=', slug).executeTakeFirst();
}

/** What a booking's delivery names: the package and its destination; undefined for no such package. */
export function findPackageForLead(db: Db, id: number): Promise<{ name: string; destination: string } | undefined> {
  return db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .select(['packages.name as name', 'destinations.name as destination'])
    .where('packages.id', '=', id)
    .executeTakeFirst();
}

export function listItinerary(db: Db, packageId: number) {
  return db.selectFrom('itinerary_days').selectAll().where('package_id', '=', packageId).orderBy('day').execute();
}

/** Per destination: the price range and count of its packages in one category. */
export function listThemeDestinations(db: Db, categoryId: number) {
  return db
    .selectFrom('package_categories')
    .innerJoin('packages', 'packages.id', 'package_categories.package_id')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .select([
      'destinations.id',
      'destinations.name',
      'destinations.slug',
      sql<number>`min(packages.price)`.as('min_price'),
      sql<number>`max(packages.price)`.as('max_price'),
      sql<number>`count(packages.id)`.as('package_count'),
    ])
    .where('package_categories.category_id', '=', categoryId)
    .where('packages.active', '=', 1)
    .groupBy(['destinations.id', 'destinations.name', 'destinations.slug'])
    .orderBy('destinations.name')
    .execute();
}

export function findTfn(db: Db, websiteId: number) {
  return db.selectFrom('tfn_numbers').select('tfn_number').where('website_id', '=', websiteId).executeTakeFirst();
}
