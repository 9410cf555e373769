/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Catalogue: categories, destinations with FAQs, packages with categories and
// itineraries, blogs, and the phone number shown per website.
import type { Kysely } from 'kysely';
import { idColumn, notNull, notNullInteger, notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .$call(notNullText('description', 'image_alt_text'))
    .execute();

  await db.schema
    .createTable('destinations')
    .addColumn(...idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .$call(notNullText('name', 'name_key', 'slug_key', 'state', 'landscape'))
    .addColumn('popular', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trending', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(notNullText('description', 'meta_title', 'meta_description', 'keywords', 'banner_alt_text', 'content_hash', 'updated_at'))
    .execute();
  await createIndexes(db, 'destinations', { destinations_name_key_idx: ['name_key'], destinations_slug_key_idx: ['slug_key'] });

  await db.schema
    .createTable('destination_faqs')
    .addColumn(...idColumn(db))
    .addColumn('destination_id', 'integer', (col) => col.notNull().references('destinations.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .$call(notNullText('question', 'answer'))
    .addUniqueConstraint('destination_faqs_position_uq', ['destination_id', 'position'])
    .execute();

  await db.schema
    .createTable('packages')
    .addColumn(...idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .$call(notNullText('name', 'name_key', 'slug_key'))
    .addColumn('destination_id', 'integer', (col) => col.notNull().references('destinations.id'))
    .addColumn('primary_category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .$call(notNullInteger('days', 'price'))
    .addColumn('rating', 'real', notNull)
    .$call(notNullText('description', 'information', 'inclusions', 'exclusions', 'tour_policy', 'cancellation_policy'))
    .$call(notNullInteger('includes_meals', 'includes_hotel', 'includes_transfer', 'includes_sightseeing'))
    .$call(notNullText('image_alt_text', 'meta_title', 'meta_description', 'keywords', 'content_hash', 'updated_at'))
    .execute();
  await createIndexes(db, 'packages', {
    packages_destination_price_idx: ['destination_id', 'price'],
    packages_name_key_idx: ['name_key'],
    packages_slug_key_idx: ['slug_key'],
  });

  await db.schema
    .createTable('package_categories')
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('position', 'integer', notNull)
    .addPrimaryKeyConstraint('package_categories_pk', ['package_id', 'category_id'])
    .execute();
  await createIndexes(db, 'package_categories', { package_categories_category_idx: ['category_id'] });

  await db.schema
    .createTable('itinerary_days')
    .addColumn(...idColumn(db))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('day', 'integer', notNull)
    .$call(notNullText('name', 'description', 'stages', 'accommodation', 'hotel_name', 'image_alt_text'))
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
    .$call(notNullText('slug_key', 'name', 'name_title', 'description_html'))
    .addColumn('destination_id', 'integer', (col) => col.references('destinations.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('blog_categories.id'))
    .$call(notNullText('author_name', 'meta_description', 'image_alt_text', 'created_at', 'updated_at'))
    .execute();
  await createIndexes(db, 'blogs', { blogs_slug_key_idx: ['slug_key'], blogs_created_at_idx: ['created_at'] });

  await db.schema
    .createTable('tfn_numbers')
    .addColumn('website_id', 'integer', (col) => col.primaryKey())
    .addColumn('tfn_number', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['tfn_numbers', 'blogs', 'blog_categories', 'itinerary_days', 'package_categories', 'packages', 'destination_faqs', 'destinations', 'categories']);
}
