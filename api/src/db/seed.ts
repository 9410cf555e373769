// Loads the seed catalogue into the database. Idempotent: rows are upserted by
// their natural keys (ids for categories, slugs otherwise) and only rows whose
// content hash changed are rewritten, so a second run changes nothing.
//
// A row an operator edited in the back office (edited_at set: a package, destination,
// blog or the phone number) is never rewritten: the operator's edit is the newer word,
// and a deploy that runs db:seed must not undo it. Nor is `active` ever written here,
// so a package an operator took off the site stays off.
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
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
import { setFromExcluded, upsertIfChanged } from './upsert';

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
    await seedGuides(trx, content.destinations, destinationIds);
    const changedPackages = await seedPackages(trx, content.packages, destinationIds, now);
    const changedBlogs = await seedBlogs(trx, content, destinationIds);
    await seedTfn(trx, content.tfn);
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
    await upsertIfChanged(trx, 'categories', 'id', {
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      image_alt_text: c.imageAltText,
    });
  }
  for (const c of content.blogCategories) await upsertIfChanged(trx, 'blog_categories', 'id', { id: c.id, name: c.name });
}

async function seedTfn(trx: Transaction<Database>, tfn: SeedContent['tfn']): Promise<void> {
  const stored = await trx.selectFrom('tfn_numbers').select('edited_at').where('website_id', '=', tfn.websiteId).executeTakeFirst();
  if (stored?.edited_at) return;
  await upsertIfChanged(trx, 'tfn_numbers', 'website_id', { website_id: tfn.websiteId, tfn_number: tfn.tfnNumber });
}

/** The stored content hash of each row by slug; an operator's edited rows are left out, and listed in `edited`. */
async function existingHashes(trx: Transaction<Database>, table: 'destinations' | 'packages'): Promise<{ hashes: Map<string, string>; edited: Set<string> }> {
  const rows = await trx.selectFrom(table).select(['slug', 'content_hash', 'edited_at']).execute();
  return {
    hashes: new Map(rows.map((r) => [r.slug, r.content_hash])),
    edited: new Set(rows.filter((r) => r.edited_at !== null).map((r) => r.slug)),
  };
}

async function idsBySlug(trx: Transaction<Database>, table: 'destinations' | 'packages' | 'blogs'): Promise<Map<string, number>> {
  const rows = await trx.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Rewrites the items whose content hash changed: upserts their rows by slug
 * (`toRow`, which spreads in `stamp`: the hash and `now`), deletes their child rows
 * (500 ids at a time) and returns them with their ids, for the caller to insert
 * the new ones.
 */
async function rewriteChanged<T extends 'destinations' | 'packages', Item extends { slug: string }>(
  trx: Transaction<Database>,
  table: T,
  items: Item[],
  now: string,
  toRow: (item: Item, stamp: { content_hash: string; updated_at: string }) => Insertable<Database[T]>,
  deleteChildren: (ids: number[]) => Promise<unknown>,
): Promise<{ item: Item; id: number }[]> {
  const { hashes: before, edited } = await existingHashes(trx, table);
  const changed = items
    .filter((item) => !edited.has(item.slug))
    .map((item) => ({ item, hash: contentHash(item) }))
    .filter(({ item, hash }) => before.get(item.slug) !== hash);
  for (const group of chunks(changed)) {
    const rows = group.map(({ item, hash }) => toRow(item, { content_hash: hash, updated_at: now }));
    await trx
      .insertInto(table)
      .values(rows)
      .onConflict((oc) => oc.column('slug').doUpdateSet(setFromExcluded<T>(rows[0], 'slug')))
      .execute();
  }
  if (changed.length === 0) return [];
  const ids = await idsBySlug(trx, table);
  const rewritten = changed.map(({ item }) => ({ item, id: ids.get(item.slug)! }));
  for (const group of chunks(rewritten.map(({ id }) => id), 500)) await deleteChildren(group);
  return rewritten;
}

async function seedDestinations(trx: Transaction<Database>, destinations: SeedDestination[], now: string): Promise<number> {
  const changed = await rewriteChanged(
    trx,
    'destinations',
    destinations,
    now,
    (d, stamp) => ({
      slug: d.slug,
      name: d.name,
      name_key: lookupKey(d.name),
      slug_key: lookupKey(d.slug),
      state: d.state,
      landscape: d.landscape,
      popular: d.popular ? 1 : 0,
      trending: d.trendingRank,
      description: d.description,
      meta_title: d.metaTitle,
      meta_description: d.metaDescription,
      keywords: d.keywords,
      banner_alt_text: d.bannerAltText,
      ...stamp,
    }),
    (ids) => trx.deleteFrom('destination_faqs').where('destination_id', 'in', ids).execute(),
  );
  const faqs = changed.flatMap(({ item: d, id }) =>
    d.faqs.map((f, i) => ({ destination_id: id, position: i + 1, question: f.question, answer: f.answer })),
  );
  for (const group of chunks(faqs)) await trx.insertInto('destination_faqs').values(group).execute();
  return changed.length;
}

/** Guides follow the content folder even for a destination an operator edited: the back office does not edit them. */
async function seedGuides(trx: Transaction<Database>, destinations: SeedDestination[], destinationIds: Map<string, number>): Promise<void> {
  for (const d of destinations) {
    await upsertIfChanged(trx, 'destination_guides', 'destination_id', { destination_id: destinationIds.get(d.slug)!, guide: JSON.stringify(d.guide) });
  }
}

async function seedPackages(
  trx: Transaction<Database>,
  packages: SeedPackage[],
  destinationIds: Map<string, number>,
  now: string,
): Promise<number> {
  const changed = await rewriteChanged(
    trx,
    'packages',
    packages,
    now,
    (p, stamp) => ({
      slug: p.slug,
      name: p.name,
      name_key: lookupKey(p.name),
      slug_key: lookupKey(p.slug),
      destination_id: destinationIds.get(p.destinationSlug)!,
      primary_category_id: p.categoryIds[0],
      days: p.days,
      price: p.price,
      // the column keeps its name for the contract's `rating`; it holds the hotel category now
      rating: p.hotelCategory ?? 0,
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
      ...stamp,
    }),
    async (ids) => {
      await trx.deleteFrom('package_categories').where('package_id', 'in', ids).execute();
      await trx.deleteFrom('itinerary_days').where('package_id', 'in', ids).execute();
      await trx.deleteFrom('itinerary_pdfs').where('package_id', 'in', ids).execute();
    },
  );
  const links = changed.flatMap(({ item: p, id }) =>
    [...new Set(p.categoryIds)].map((categoryId, i) => ({ package_id: id, category_id: categoryId, position: i })),
  );
  for (const group of chunks(links)) await trx.insertInto('package_categories').values(group).execute();
  const days = changed.flatMap(({ item: p, id }) =>
    p.itinerary.map((d) => ({
      package_id: id,
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
    body_markdown: b.bodyMarkdown,
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
    if (old.edited_at !== null) return false;
    // only the columns the seed writes: the others (id, the edit's) are not the content's
    const stored = Object.fromEntries(Object.keys(r).map((k) => [k, (old as Record<string, unknown>)[k]]));
    return contentHash(normaliseRow(stored)) !== contentHash(normaliseRow(r));
  });
  for (const group of chunks(changed)) {
    await trx
      .insertInto('blogs')
      .values(group)
      .onConflict((oc) => oc.column('slug').doUpdateSet(setFromExcluded<'blogs'>(group[0], 'slug')))
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
