// Migrations (up, down, up again) and the seed: complete, and idempotent.
import { sql } from 'kysely';
import * as content from '../../src/content/index';
import { migrations } from '../../migrations';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateDown, migrateToLatest } from '../../src/db/migrate';
import { isCatalogueEmpty, seedDatabase } from '../../src/db/seed';
import { createTestDatabase, describeEachDialect, type TestDatabase, withSchemaLock } from '../helpers/app';

const TABLES = ['categories', 'destinations', 'destination_faqs', 'packages', 'package_categories', 'itinerary_days', 'blog_categories', 'blogs', 'tfn_numbers'] as const;

describeEachDialect('migrations and seed', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: false });
  });
  afterAll(() => database.drop());

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await database.handle.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  }

  it('starts empty, seeds everything, and a second seed changes nothing', async () => {
    const db = database.handle.db;
    expect(await isCatalogueEmpty(db)).toBe(true);
    const first = await seedDatabase(db, content);
    expect(first.changedPackages).toBe(content.packages.length);
    expect(await isCatalogueEmpty(db)).toBe(false);

    const after = await counts();
    expect(after).toMatchObject({
      categories: content.categories.length,
      destinations: content.destinations.length,
      packages: content.packages.length,
      blogs: content.blogs.length,
      blog_categories: content.blogCategories.length,
      tfn_numbers: 1,
      itinerary_days: content.packages.reduce((n, p) => n + p.itinerary.length, 0),
      destination_faqs: content.destinations.reduce((n, d) => n + d.faqs.length, 0),
    });
    const snapshot = await db.selectFrom('packages').select(['id', 'slug', 'content_hash', 'updated_at']).orderBy('id').execute();

    const second = await seedDatabase(db, content);
    expect(second).toMatchObject({ changedDestinations: 0, changedPackages: 0, changedBlogs: 0 });
    expect(await counts()).toEqual(after);
    expect(await db.selectFrom('packages').select(['id', 'slug', 'content_hash', 'updated_at']).orderBy('id').execute()).toEqual(snapshot);
  });

  it("stores each destination's trending rank: its place in destinations.yaml's trending list, 0 when not there", async () => {
    const rows = await database.handle.db.selectFrom('destinations').select(['slug', 'trending']).execute();
    const ranked = rows.filter((r) => r.trending > 0).sort((a, b) => a.trending - b.trending);
    expect(ranked.map((r) => r.slug)).toEqual(content.trendingDestinationSlugs);
    expect(ranked.map((r) => r.trending)).toEqual(content.trendingDestinationSlugs.map((_, i) => i + 1));
    expect(rows.filter((r) => r.trending === 0)).toHaveLength(content.destinations.length - content.trendingDestinationSlugs.length);
  });

  it('a changed package is rewritten in place: same id, new hash, new itinerary', async () => {
    const db = database.handle.db;
    const [target, ...rest] = content.packages;
    const changed = { ...target, price: target.price + 1000, itinerary: target.itinerary.map((d) => ({ ...d, name: `${d.name} (revised)` })) };
    const before = await db.selectFrom('packages').select(['id', 'content_hash']).where('slug', '=', target.slug).executeTakeFirstOrThrow();
    const report = await seedDatabase(db, { ...content, packages: [changed, ...rest] });
    expect(report.changedPackages).toBe(1);
    const after = await db.selectFrom('packages').select(['id', 'content_hash', 'price']).where('slug', '=', target.slug).executeTakeFirstOrThrow();
    expect(after.id).toBe(before.id);
    expect(after.content_hash).not.toBe(before.content_hash);
    expect(after.price).toBe(target.price + 1000);
    const days = await db.selectFrom('itinerary_days').select('name').where('package_id', '=', before.id).orderBy('day').execute();
    expect(days.map((d) => d.name)).toEqual(changed.itinerary.map((d) => d.name));
    await seedDatabase(db, content); // back to the real content
  });

  it('refuses inconsistent content before writing anything', async () => {
    const broken = { ...content, packages: [{ ...content.packages[0], destinationSlug: 'nowhere' }] };
    await expect(seedDatabase(database.handle.db, broken)).rejects.toThrow(/unknown destination nowhere/);
  });

  it('migrations go down and up again', async () => {
    const db = database.handle.db;
    const schema = database.handle.schema;
    // the migrator and the introspection read every schema's tables: not while another worker drops one
    await (schema ? withSchemaLock(() => downAndUp(db, schema)) : downAndUp(db, schema));
  });
});

async function downAndUp(db: DatabaseHandle['db'], schema: string | undefined): Promise<void> {
  for (let i = 0; i < Object.keys(migrations).length; i++) await migrateDown(db, schema);
  const tables = (await db.introspection.getTables())
    .filter((t) => !schema || t.schema === schema)
    .map((t) => t.name)
    .filter((n) => !n.startsWith('kysely_'));
  expect(tables.filter((n) => (TABLES as readonly string[]).includes(n) || n === 'enquiries')).toEqual([]);
  await migrateToLatest(db, schema);
  expect(await isCatalogueEmpty(db)).toBe(true);
  const again = await migrateToLatest(db, schema);
  expect(again.results).toEqual([]);
}
