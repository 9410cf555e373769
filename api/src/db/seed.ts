// Loads the seed catalogue into the database. Idempotent: rows are upserted by
// their natural keys (ids for categories, slugs otherwise) and only rows whose
// content hash changed are rewritten, so a second run changes nothing.
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  SeedBlog,
  SeedBlogCategory,
  SeedCategory,
  SeedDestination,
  SeedPackage,
} from '../content/types';
import { nowIso } from '../lib/dates';
import { contentHash } from '../lib/hash';
import { lookupKey } from '../lib/keys';
import type { Database } from './schema';

export interface SeedContent {
  categories: SeedCategory[];
  destinations: SeedDestination[];
  packages: SeedPackage[];
  blogCategories: SeedBlogCategory[];
  blogs: SeedBlog[];
  tfn: { websiteId: number; tfnNumber: string };
}

export interface SeedReport {
  categories: number;
  destinations: number;
  packages: number;
  blogs: number;
  changedDestinations: number;
  changedPackages: number;
  changedBlogs: number;
}

const CHUNK = 100;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function seedDatabase(db: Kysely<Database>, content: SeedContent): Promise<SeedReport> {
  validateContent(content);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    await seedCategories(trx, content);
    const changedDestinations = await seedDestinations(trx, content.destinations, now);
    const destinationIds = await idsBySlug(trx, 'destinations');
    const changedPackages = await seedPackages(trx, content.packages, destinationIds, now);
    const changedBlogs = await seedBlogs(trx, content, destinationIds);
    await trx
      .insertInto('tfn_numbers')
      .values({ website_id: content.tfn.websiteId, tfn_number: content.tfn.tfnNumber })
      .onConflict((oc) =>
        oc
          .column('website_id')
          .doUpdateSet({ tfn_number: (eb) => eb.ref('excluded.tfn_number') })
          .where('tfn_numbers.tfn_number', '<>', content.tfn.tfnNumber),
      )
      .execute();
    return {
      categories: content.categories.length,
      destinations: content.destinations.length,
      packages: content.packages.length,
      blogs: content.blogs.length,
      changedDestinations,
      changedPackages,
      changedBlogs,
    };
  });
}

async function seedCategories(trx: Transaction<Database>, content: SeedContent): Promise<void> {
  for (const c of content.categories) {
    await trx
      .insertInto('categories')
      .values({ id: c.id, name: c.name, slug: c.slug, description: c.description, image_alt_text: c.imageAltText })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            slug: eb.ref('excluded.slug'),
            description: eb.ref('excluded.description'),
            image_alt_text: eb.ref('excluded.image_alt_text'),
          }))
          .where((eb) =>
            eb.or([
              eb('categories.name', '<>', eb.ref('excluded.name')),
              eb('categories.slug', '<>', eb.ref('excluded.slug')),
              eb('categories.description', '<>', eb.ref('excluded.description')),
              eb('categories.image_alt_text', '<>', eb.ref('excluded.image_alt_text')),
            ]),
          ),
      )
      .execute();
  }
  for (const c of content.blogCategories) {
    await trx
      .insertInto('blog_categories')
      .values({ id: c.id, name: c.name })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ name: (eb) => eb.ref('excluded.name') })
          .where('blog_categories.name', '<>', c.name),
      )
      .execute();
  }
}

async function existingHashes(trx: Transaction<Database>, table: 'destinations' | 'packages'): Promise<Map<string, string>> {
  const rows = await trx.selectFrom(table).select(['slug', 'content_hash']).execute();
  return new Map(rows.map((r) => [r.slug, r.content_hash]));
}

async function idsBySlug(trx: Transaction<Database>, table: 'destinations' | 'packages' | 'blogs'): Promise<Map<string, number>> {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedDestinations(trx: Transaction<Database>, destinations: SeedDestination[], now: string): Promise<number> {
  const before = await existingHashes(trx, 'destinations');
  const changed = destinations
    .map((d) => ({ d, hash: contentHash(d) }))
    .filter(({ d, hash }) => before.get(d.slug) !== hash);
  for (const group of chunks(changed)) {
    await trx
      .insertInto('destinations')
      .values(
        group.map(({ d, hash }) => ({
          slug: d.slug,
          name: d.name,
          name_key: lookupKey(d.name),
          slug_key: lookupKey(d.slug),
          state: d.state,
          landscape: d.landscape,
          popular: d.popular ? 1 : 0,
          trending: d.trending ? 1 : 0,
          description: d.description,
          meta_title: d.metaTitle,
          meta_description: d.metaDescription,
          keywords: d.keywords,
          banner_alt_text: d.bannerAltText,
          content_hash: hash,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          name_key: eb.ref('excluded.name_key'),
          slug_key: eb.ref('excluded.slug_key'),
          state: eb.ref('excluded.state'),
          landscape: eb.ref('excluded.landscape'),
          popular: eb.ref('excluded.popular'),
          trending: eb.ref('excluded.trending'),
          description: eb.ref('excluded.description'),
          meta_title: eb.ref('excluded.meta_title'),
          meta_description: eb.ref('excluded.meta_description'),
          keywords: eb.ref('excluded.keywords'),
          banner_alt_text: eb.ref('excluded.banner_alt_text'),
          content_hash: eb.ref('excluded.content_hash'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  if (changed.length === 0) return 0;
  const ids = await idsBySlug(trx, 'destinations');
  const changedIds = changed.map(({ d }) => ids.get(d.slug)!);
  for (const group of chunks(changedIds, 500)) {
    await trx.deleteFrom('destination_faqs').where('destination_id', 'in', group).execute();
  }
  const faqs = changed.flatMap(({ d }) =>
    d.faqs.map((f, i) => ({ destination_id: ids.get(d.slug)!, position: i + 1, question: f.question, answer: f.answer })),
  );
  for (const group of chunks(faqs)) await trx.insertInto('destination_faqs').values(group).execute();
  return changed.length;
}

async function seedPackages(
  trx: Transaction<Database>,
  packages: SeedPackage[],
  destinationIds: Map<string, number>,
  now: string,
): Promise<number> {
  const before = await existingHashes(trx, 'packages');
  const changed = packages
    .map((p) => ({ p, hash: contentHash(p) }))
    .filter(({ p, hash }) => before.get(p.slug) !== hash);
  for (const group of chunks(changed)) {
    await trx
      .insertInto('packages')
      .values(
        group.map(({ p, hash }) => ({
          slug: p.slug,
          name: p.name,
          name_key: lookupKey(p.name),
          slug_key: lookupKey(p.slug),
          destination_id: destinationIds.get(p.destinationSlug)!,
          primary_category_id: p.categoryIds[0],
          days: p.days,
          price: p.price,
          rating: p.rating,
          description: p.description,
          information: p.information,
          inclusions: p.inclusions.join('\n'),
          exclusions: p.exclusions.join('\n'),
          tour_policy: p.tourPolicy,
          cancellation_policy: p.cancellationPolicy,
          includes_meals: p.includes.meals ? 1 : 0,
          includes_hotel: p.includes.hotel ? 1 : 0,
          includes_transfer: p.includes.transfer ? 1 : 0,
          includes_sightseeing: p.includes.sightseeing ? 1 : 0,
          image_alt_text: p.imageAltText,
          meta_title: p.metaTitle,
          meta_description: p.metaDescription,
          keywords: p.keywords,
          content_hash: hash,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          name_key: eb.ref('excluded.name_key'),
          slug_key: eb.ref('excluded.slug_key'),
          destination_id: eb.ref('excluded.destination_id'),
          primary_category_id: eb.ref('excluded.primary_category_id'),
          days: eb.ref('excluded.days'),
          price: eb.ref('excluded.price'),
          rating: eb.ref('excluded.rating'),
          description: eb.ref('excluded.description'),
          information: eb.ref('excluded.information'),
          inclusions: eb.ref('excluded.inclusions'),
          exclusions: eb.ref('excluded.exclusions'),
          tour_policy: eb.ref('excluded.tour_policy'),
          cancellation_policy: eb.ref('excluded.cancellation_policy'),
          includes_meals: eb.ref('excluded.includes_meals'),
          includes_hotel: eb.ref('excluded.includes_hotel'),
          includes_transfer: eb.ref('excluded.includes_transfer'),
          includes_sightseeing: eb.ref('excluded.includes_sightseeing'),
          image_alt_text: eb.ref('excluded.image_alt_text'),
          meta_title: eb.ref('excluded.meta_title'),
          meta_description: eb.ref('excluded.meta_description'),
          keywords: eb.ref('excluded.keywords'),
          content_hash: eb.ref('excluded.content_hash'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  if (changed.length === 0) return 0;
  const ids = await idsBySlug(trx, 'packages');
  const changedIds = changed.map(({ p }) => ids.get(p.slug)!);
  for (const group of chunks(changedIds, 500)) {
    await trx.deleteFrom('package_categories').where('package_id', 'in', group).execute();
    await trx.deleteFrom('itinerary_days').where('package_id', 'in', group).execute();
    await trx.deleteFrom('itinerary_pdfs').where('package_id', 'in', group).execute();
  }
  const links = changed.flatMap(({ p }) =>
    [...new Set(p.categoryIds)].map((categoryId, i) => ({ package_id: ids.get(p.slug)!, category_id: categoryId, position: i })),
  );
  for (const group of chunks(links)) await trx.insertInto('package_categories').values(group).execute();
  const days = changed.flatMap(({ p }) =>
    p.itinerary.map((d) => ({
      package_id: ids.get(p.slug)!,
      day: d.day,
      name: d.name,
      description: d.description,
      stages: JSON.stringify(d.stages),
      accommodation: d.accommodation,
      hotel_name: d.hotelName,
      image_alt_text: d.imageAltText,
    })),
  );
  for (const group of chunks(days)) await trx.insertInto('itinerary_days').values(group).execute();
  return changed.length;
}

async function seedBlogs(trx: Transaction<Database>, content: SeedContent, destinationIds: Map<string, number>): Promise<number> {
  const rows = content.blogs.map((b) => ({
    slug: b.slug,
    slug_key: lookupKey(b.slug),
    name: b.name,
    name_title: b.nameTitle,
    description_html: b.descriptionHtml,
    destination_id: b.destinationSlug ? (destinationIds.get(b.destinationSlug) ?? null) : null,
    category_id: b.categoryId,
    author_name: b.authorName,
    meta_description: b.metaDescription,
    image_alt_text: b.imageAltText,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
  }));
  const before = await trx.selectFrom('blogs').selectAll().execute();
  const byslug = new Map(before.map((b) => [b.slug, b]));
  const changed = rows.filter((r) => {
    const old = byslug.get(r.slug);
    if (!old) return true;
    const { id: _id, ...rest } = old;
    return contentHash(normaliseRow(rest)) !== contentHash(normaliseRow(r));
  });
  for (const group of chunks(changed)) {
    await trx
      .insertInto('blogs')
      .values(group)
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          slug_key: eb.ref('excluded.slug_key'),
          name: eb.ref('excluded.name'),
          name_title: eb.ref('excluded.name_title'),
          description_html: eb.ref('excluded.description_html'),
          destination_id: eb.ref('excluded.destination_id'),
          category_id: eb.ref('excluded.category_id'),
          author_name: eb.ref('excluded.author_name'),
          meta_description: eb.ref('excluded.meta_description'),
          image_alt_text: eb.ref('excluded.image_alt_text'),
          created_at: eb.ref('excluded.created_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  return changed.length;
}

function normaliseRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(row).sort().map((k) => [k, row[k] ?? null]));
}

/** Catches content mistakes before they become half-written rows. */
function validateContent(content: SeedContent): void {
  const problems: string[] = [];
  const destinationSlugs = new Set(content.destinations.map((d) => d.slug));
  const categoryIds = new Set(content.categories.map((c) => c.id));
  const blogCategoryIds = new Set(content.blogCategories.map((c) => c.id));
  const seen = new Set<string>();
  for (const p of content.packages) {
    if (seen.has(p.slug)) problems.push(`duplicate package slug ${p.slug}`);
    seen.add(p.slug);
    if (!destinationSlugs.has(p.destinationSlug)) problems.push(`package ${p.slug}: unknown destination ${p.destinationSlug}`);
    if (p.categoryIds.length === 0) problems.push(`package ${p.slug}: no category`);
    for (const id of p.categoryIds) if (!categoryIds.has(id)) problems.push(`package ${p.slug}: unknown category ${id}`);
  }
  for (const b of content.blogs) {
    if (!blogCategoryIds.has(b.categoryId)) problems.push(`blog ${b.slug}: unknown blog category ${b.categoryId}`);
    if (b.destinationSlug && !destinationSlugs.has(b.destinationSlug)) problems.push(`blog ${b.slug}: unknown destination ${b.destinationSlug}`);
  }
  if (problems.length > 0) throw new Error(`Seed content is inconsistent:\n${problems.slice(0, 20).join('\n')}`);
}

/** True when the catalogue has never been seeded. */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('packages').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
