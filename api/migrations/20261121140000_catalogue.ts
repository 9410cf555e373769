/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Catalogue: categories, destinations with FAQs, packages with categories and
// itineraries, blogs, and the phone number shown per website.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

type IdColumn = [name: string, type: 'serial' | 'integer', build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

function idColumn(db: Kysely<any>): IdColumn {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? ['id', 'serial', (col) => col.primaryKey()]
    : ['id', 'integer', (col) => col.primaryKey().autoIncrement()];
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_alt_text', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('destinations')
    .addColumn(...idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('slug_key', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('landscape', 'text', (col) => col.notNull())
    .addColumn('popular', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trending', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('meta_title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', (col) => col.notNull())
    .addColumn('banner_alt_text', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('destinations_name_key_idx').on('destinations').column('name_key').execute();
  await db.schema.createIndex('destinations_slug_key_idx').on('destinations').column('slug_key').execute();

  await db.schema
    .createTable('destination_faqs')
    .addColumn(...idColumn(db))
    .addColumn('destination_id', 'integer', (col) => col.notNull().references('destinations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addUniqueConstraint('destination_faqs_position_uq', ['destination_id', 'position'])
    .execute();

  await db.schema
    .createTable('packages')
    .addColumn(...idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('slug_key', 'text', (col) => col.notNull())
    .addColumn('destination_id', 'integer', (col) => col.notNull().references('destinations.id'))
    .addColumn('primary_category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('rating', 'real', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('information', 'text', (col) => col.notNull())
    .addColumn('inclusions', 'text', (col) => col.notNull())
    .addColumn('exclusions', 'text', (col) => col.notNull())
    .addColumn('tour_policy', 'text', (col) => col.notNull())
    .addColumn('cancellation_policy', 'text', (col) => col.notNull())
    .addColumn('includes_meals', 'integer', (col) => col.notNull())
    .addColumn('includes_hotel', 'integer', (col) => col.notNull())
    .addColumn('includes_transfer', 'integer', (col) => col.notNull())
    .addColumn('includes_sightseeing', 'integer', (col) => col.notNull())
    .addColumn('image_alt_text', 'text', (col) => col.notNull())
    .addColumn('meta_title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('keywords', 'text', (col) => col.notNull())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('packages_destination_price_idx').on('packages').columns(['destination_id', 'price']).execute();
  await db.schema.createIndex('packages_name_key_idx').on('packages').column('name_key').execute();
  await db.schema.createIndex('packages_slug_key_idx').on('packages').column('slug_key').execute();

  await db.schema
    .createTable('package_categories')
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('package_categories_pk', ['package_id', 'category_id'])
    .execute();
  await db.schema.createIndex('package_categories_category_idx').on('package_categories').column('category_id').execute();

  await db.schema
    .createTable('itinerary_days')
    .addColumn(...idColumn(db))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('stages', 'text', (col) => col.notNull())
    .addColumn('accommodation', 'text', (col) => col.notNull())
    .addColumn('hotel_name', 'text', (col) => col.notNull())
    .addColumn('image_alt_text', 'text', (col) => col.notNull())
    .addUniqueConstraint('itinerary_days_day_uq', ['package_id', 'day'])
    .execute();

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('blogs')
    .addColumn(...idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('slug_key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_title', 'text', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('destination_id', 'integer', (col) => col.references('destinations.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('blog_categories.id'))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('image_alt_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('blogs_slug_key_idx').on('blogs').column('slug_key').execute();
  await db.schema.createIndex('blogs_created_at_idx').on('blogs').column('created_at').execute();

  await db.schema
    .createTable('tfn_numbers')
    .addColumn('website_id', 'integer', (col) => col.primaryKey())
    .addColumn('tfn_number', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'tfn_numbers',
    'blogs',
    'blog_categories',
    'itinerary_days',
    'package_categories',
    'packages',
    'destination_faqs',
    'destinations',
    'categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
