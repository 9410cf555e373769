/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they take Kysely<any>, never the application's Database type */
// Leads and marketing data: direct enquiries, booking requests, newsletter
// subscriptions, contact messages and search-tracking events.
import type { Kysely } from 'kysely';
import { columns, emptyByDefault, idColumn, notNull, notNullText } from './lib/columns';
import { createIndexes, dropTables } from './lib/tables';

// what the request told about the visitor, and the campaign that brought them
const VISITOR = ['device_type', 'browser', 'user_ip', 'server_ip'];
const CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn(...idColumn(db))
    .$call(notNullText('name', 'phone', 'email', 'destination', 'departure_city'))
    .addColumn('no_of_people', 'integer', notNull)
    .addColumn('travel_date', 'text', notNull)
    .$call(columns('text', emptyByDefault, 'website_name', 'source', ...VISITOR, ...CAMPAIGN))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndexes(db, 'enquiries', { enquiries_created_at_idx: ['created_at'] });

  await db.schema
    .createTable('booking_requests')
    .addColumn(...idColumn(db))
    .addColumn('package_id', 'integer', (col) => col.notNull().references('packages.id'))
    .$call(notNullText('duration', 'lead_name'))
    .addColumn('no_of_person', 'integer', notNull)
    .$call(notNullText('departure_city', 'travel_date', 'email', 'phone'))
    .addColumn('product_id', 'integer', notNull)
    .addColumn('website_id', 'integer', notNull)
    .addColumn('server_ip', 'text', emptyByDefault)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndexes(db, 'booking_requests', { booking_requests_created_at_idx: ['created_at'] });

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn(...idColumn(db))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .$call(columns('text', emptyByDefault, 'access_key', 'server_ip'))
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn(...idColumn(db))
    .$call(notNullText('name', 'email'))
    .addColumn('subject', 'text', emptyByDefault)
    .$call(notNullText('message', 'source'))
    .addColumn('server_ip', 'text', emptyByDefault)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndexes(db, 'contact_messages', { contact_messages_created_at_idx: ['created_at'] });

  await db.schema
    .createTable('search_events')
    .addColumn(...idColumn(db))
    .$call(notNullText('page_name', 'destination_query'))
    .addColumn('destination_id', 'integer')
    .addColumn('found', 'integer', notNull)
    .$call(columns('text', emptyByDefault, 'month', ...VISITOR, 'source', 'source_media'))
    .addColumn('website_id', 'integer', (col) => col.notNull().defaultTo(1))
    .$call(columns('text', emptyByDefault, ...CAMPAIGN))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndexes(db, 'search_events', { search_events_created_at_idx: ['created_at'] });
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['search_events', 'contact_messages', 'newsletter_subscriptions', 'booking_requests', 'enquiries']);
}
