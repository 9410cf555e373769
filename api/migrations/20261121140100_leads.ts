/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Leads and marketing data: direct enquiries, booking requests, newsletter
// subscriptions, contact messages and search-tracking events.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

type IdColumn = [name: string, type: 'serial' | 'integer', build: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

function idColumn(db: Kysely<any>): IdColumn {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? ['id', 'serial', (col) => col.primaryKey()]
    : ['id', 'integer', (col) => col.primaryKey().autoIncrement()];
}

const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn(...idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('departure_city', 'text', (col) => col.notNull())
    .addColumn('no_of_people', 'integer', (col) => col.notNull())
    .addColumn('travel_date', 'text', (col) => col.notNull())
    .addColumn('website_name', 'text', text)
    .addColumn('source', 'text', text)
    .addColumn('device_type', 'text', text)
    .addColumn('browser', 'text', text)
    .addColumn('user_ip', 'text', text)
    .addColumn('server_ip', 'text', text)
    .addColumn('utm_source', 'text', text)
    .addColumn('utm_medium', 'text', text)
    .addColumn('utm_campaign', 'text', text)
    .addColumn('utm_content', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiries_created_at_idx').on('enquiries').column('created_at').execute();

  await db.schema
    .createTable('booking_requests')
    .addColumn(...idColumn(db))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id'))
    .addColumn('duration', 'text', (col) => col.notNull())
    .addColumn('lead_name', 'text', (col) => col.notNull())
    .addColumn('no_of_person', 'integer', (col) => col.notNull())
    .addColumn('departure_city', 'text', (col) => col.notNull())
    .addColumn('travel_date', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('website_id', 'integer', (col) => col.notNull())
    .addColumn('server_ip', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('booking_requests_created_at_idx').on('booking_requests').column('created_at').execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn(...idColumn(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('access_key', 'text', text)
    .addColumn('server_ip', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn(...idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', text)
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('server_ip', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('search_events')
    .addColumn(...idColumn(db))
    .addColumn('page_name', 'text', (col) => col.notNull())
    .addColumn('destination_query', 'text', (col) => col.notNull())
    .addColumn('destination_id', 'integer')
    .addColumn('found', 'integer', (col) => col.notNull())
    .addColumn('month', 'text', text)
    .addColumn('device_type', 'text', text)
    .addColumn('browser', 'text', text)
    .addColumn('user_ip', 'text', text)
    .addColumn('server_ip', 'text', text)
    .addColumn('source', 'text', text)
    .addColumn('source_media', 'text', text)
    .addColumn('website_id', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('utm_source', 'text', text)
    .addColumn('utm_medium', 'text', text)
    .addColumn('utm_campaign', 'text', text)
    .addColumn('utm_content', 'text', text)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('search_events_created_at_idx').on('search_events').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['search_events', 'contact_messages', 'newsletter_subscriptions', 'booking_requests', 'enquiries']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
